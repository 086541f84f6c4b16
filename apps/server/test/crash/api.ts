import type { KeyPairSigner } from '@solana/kit';
import { signText } from '../players.ts';

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** One JSON call to the game server; a dropped connection is status 0. */
export async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  token?: string,
): Promise<ApiAnswer> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : null,
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch {
    return { status: 0, body: {} };
  }
}

/** Signs in as a wallet would: fetch the message, sign it, send it back with its nonce. */
export async function signIn(baseUrl: string, signer: KeyPairSigner): Promise<string> {
  const issued = await call(baseUrl, 'GET', `/auth/message/${signer.address}`);
  const { message, nonce } = issued.body as { message: string; nonce: string };
  const signed = await call(baseUrl, 'POST', '/auth/sign', {
    walletAddress: signer.address,
    signature: await signText(signer, message),
    nonce,
  });
  if (signed.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signed.body)}`);
  return (signed.body as { token: string }).token;
}
