import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'wos_visitor';
/** Browsers keep a cookie at most 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** A visitor id: 128 random bits, base64url (22 characters). */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Visitor cookies the server issued: `<id>.<HMAC-SHA256(key, id)>`. Only a
 * value signed with the server's key names a visitor; anything else (no
 * cookie, an unsigned id, a forged or altered signature) is no visitor.
 */
export function visitorCookieSigner(key: Buffer) {
  const signatureOf = (id: string) =>
    createHmac('sha256', key).update(`wos-visitor:${id}`).digest('base64url');
  return {
    sign(id: string): string {
      return `${id}.${signatureOf(id)}`;
    },
    /** The visitor id of a cookie value this server signed; undefined for any other value. */
    verify(value: string | undefined): string | undefined {
      if (value === undefined) return undefined;
      const dot = value.indexOf('.');
      const id = value.slice(0, dot);
      if (dot < 0 || !VISITOR_ID.test(id)) return undefined;
      const sent = Buffer.from(value.slice(dot + 1), 'utf8');
      const expected = Buffer.from(signatureOf(id), 'utf8');
      return sent.length === expected.length && timingSafeEqual(sent, expected) ? id : undefined;
    },
    /** A key for the client's address that keeps the address itself out of the database. */
    clientKey(clientAddress: string): string {
      return createHmac('sha256', key).update(`wos-client:${clientAddress}`).digest('base64url');
    },
  };
}

export type VisitorCookieSigner = ReturnType<typeof visitorCookieSigner>;

/** The value of one cookie of the request's Cookie header, if sent. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Gives the browser its signed visitor cookie: HttpOnly (no script reads it),
 * SameSite=Lax (another site's request does not carry it), Secure when the
 * app is served over HTTPS, and only for the /token/ calls.
 */
export function setVisitorCookie(reply: FastifyReply, signedValue: string, secure: boolean): void {
  const attributes = [
    `${VISITOR_COOKIE}=${signedValue}`,
    'Path=/token/',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}
