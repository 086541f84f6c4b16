import { BRAND } from '@wos/shared';

export interface SignInMessageFields {
  origin: string;
  address: string;
  network: string;
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}

/** The Sign-In-With-Solana text the wallet shows and signs. */
export function signInMessage(fields: SignInMessageFields): string {
  const domain = new URL(fields.origin).host;
  return [
    `${domain} wants you to sign in with your Solana account:`,
    fields.address,
    '',
    `Sign in to ${BRAND}.`,
    '',
    `URI: ${fields.origin}`,
    'Version: 1',
    `Chain ID: ${fields.network}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt.toISOString()}`,
    `Expiration Time: ${fields.expiresAt.toISOString()}`,
  ].join('\n');
}
