import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers made from cached values, serialized once per value: the first time
 * an object is sent it is checked against the route's answer schema (as the
 * per-request serializer would) and turned into JSON text; the same object
 * sent again (a cache hit) reuses the text. The text goes out as bytes with a
 * JSON content type, which Fastify sends without its serializer.
 */
export function jsonAnswers<T extends object>(schema: z.ZodType<T>) {
  const texts = new WeakMap<T, string>();
  const textOf = (value: T): string => {
    let text = texts.get(value);
    if (text === undefined) {
      text = JSON.stringify(schema.parse(value));
      texts.set(value, text);
    }
    return text;
  };
  return {
    textOf,
    send(reply: FastifyReply, value: T): FastifyReply {
      return sendJsonText(reply, textOf(value));
    },
  };
}

/** JSON text, already checked, sent as it is. */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  // The typed send() only knows the answer schema's object form.
  return reply.type(JSON_TYPE).send(text as never);
}
