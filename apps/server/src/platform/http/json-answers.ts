import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { PreparedAnswer } from './prepared-answer.ts';
import { sendPrepared } from './send-prepared.ts';

/**
 * Answers made from cached values, prepared once per value: the first time an
 * object is sent it is checked against the route's answer schema (as the
 * per-request serializer would) and turned into a PreparedAnswer (its JSON
 * bytes, ETag and compressed forms, prepared-answer.ts); the same object sent
 * again (a cache hit) reuses it. The answer lives as long as the cached value.
 */
export function jsonAnswers<T extends object>(schema: z.ZodType<T>) {
  const answers = new WeakMap<T, PreparedAnswer>();
  const answerOf = (value: T): PreparedAnswer => {
    let answer = answers.get(value);
    if (answer === undefined) {
      answer = PreparedAnswer.whole(JSON.stringify(schema.parse(value)));
      answers.set(value, answer);
    }
    return answer;
  };
  return {
    answerOf,
    send(reply: FastifyReply, value: T): FastifyReply {
      return sendPrepared(reply, answerOf(value));
    },
  };
}

/**
 * The same for a cached object each answer completes with fields of its own
 * (the clock), last: `send(reply, body, { serverTime })` sends `{...body, serverTime}`
 * with the body's bytes and compressed start kept (PreparedAnswer.open).
 */
export function openJsonAnswers<T extends object>(schema: z.ZodType<T>) {
  const answers = new WeakMap<T, PreparedAnswer>();
  const answerOf = (value: T): PreparedAnswer => {
    let answer = answers.get(value);
    if (answer === undefined) {
      const text = JSON.stringify(schema.parse(value));
      // A non-empty object: the fields added go after a comma.
      if (!text.endsWith('}') || text === '{}')
        throw new TypeError('An open answer is a non-empty JSON object');
      answer = PreparedAnswer.open(text.slice(0, -1));
      answers.set(value, answer);
    }
    return answer;
  };
  return {
    send(reply: FastifyReply, value: T, extra: Record<string, string | number | boolean>): FastifyReply {
      const fields = Object.entries(extra).map(([key, v]) => `,${JSON.stringify(key)}:${JSON.stringify(v)}`);
      return sendPrepared(reply, answerOf(value), `${fields.join('')}}`);
    },
  };
}
