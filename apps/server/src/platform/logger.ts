import { pino } from 'pino';

/** The process logger. Session tokens, signatures and keys are never written. */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'headers.authorization',
        '*.signature',
        '*.signedTransaction',
        '*.secretKey',
      ],
      censor: '[redacted]',
    },
  });
}
