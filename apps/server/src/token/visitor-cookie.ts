import type { FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'wos_visitor';
/** Browsers keep a cookie at most 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

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
 * Gives the browser its visitor id: HttpOnly (no script reads it), SameSite=Lax
 * (another site's request does not carry it), Secure when the app is served over
 * HTTPS, and only for the /token/ calls.
 */
export function setVisitorCookie(reply: FastifyReply, visitorId: string, secure: boolean): void {
  const attributes = [
    `${VISITOR_COOKIE}=${visitorId}`,
    'Path=/token/',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}
