import type { FastifyReply } from 'fastify';
import { acceptedCoding } from './answer-encoding.ts';
import type { PreparedAnswer } from './prepared-answer.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a prepared answer (prepared-answer.ts) for the reply's request: 304
 * with no body when If-None-Match names its ETag, else its kept bytes in the
 * coding the client accepts. It carries Content-Encoding, so @fastify/compress
 * passes it by. `no-cache`: a browser keeps it but asks again each time,
 * with If-None-Match.
 */
export function sendPrepared(reply: FastifyReply, answer: PreparedAnswer, tail?: string): FastifyReply {
  const { headers } = reply.request;
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (answer.compressible) addVary(reply, 'accept-encoding');
  if (matchesEtag(headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const coding = answer.compressible ? acceptedCoding(headers['accept-encoding']) : undefined;
  if (coding) reply.header('content-encoding', coding);
  // The typed send() only knows the answer schema's object form; Fastify sends a Buffer as it is.
  return reply.type(JSON_TYPE).send(answer.body(coding, tail) as never);
}

/** If-None-Match's weak comparison (RFC 9110 section 13.1.2): a listed tag, W/ or not, or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

function addVary(reply: FastifyReply, field: string): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (
    current
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(field)
  )
    return;
  reply.header('vary', current ? `${current}, ${field}` : field);
}
