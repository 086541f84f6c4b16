import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
// What a wallet does (sign the sign-in text, sign a prepared transaction): the server tests' one copy.
import { signPrepared, signText } from '../../apps/server/test/players.ts';

/** A player who signed in over plain HTTP with a key of their own, as a wallet does. */
export interface HttpPlayer {
  signer: KeyPairSigner;
  address: string;
  auth: { authorization: string };
}

async function call<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  init: {
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A new key, signed in (GET /auth/message, POST /auth/sign) and funded by the dev faucet. */
export async function fundedPlayer(
  baseUrl: string,
  funds: { sol: number; wlo: number },
): Promise<HttpPlayer> {
  const signer = await generateKeyPairSigner();
  const { message, nonce } = await call<{ message: string; nonce: string }>(
    baseUrl,
    'GET',
    `/auth/message/${signer.address}`,
  );
  const { token } = await call<{ token: string }>(baseUrl, 'POST', '/auth/sign', {
    body: { walletAddress: signer.address, signature: await signText(signer, message), nonce },
  });
  await call(baseUrl, 'POST', '/dev/airdrop', { body: { walletAddress: signer.address, ...funds } });
  return { signer, address: signer.address, auth: { authorization: `Bearer ${token}` } };
}

/** A stake as the page makes it: prepare, sign, process. Returns the position's id. */
export async function stake(
  baseUrl: string,
  player: HttpPlayer,
  amount: number,
  lockPeriod: number,
): Promise<string> {
  const { transaction, stakeId } = await call<{ transaction: string; stakeId: string }>(
    baseUrl,
    'POST',
    '/staking/v2/stake',
    { headers: player.auth, body: { walletAddress: player.address, amount, lockPeriod } },
  );
  await call(baseUrl, 'POST', '/staking/v2/process-transaction', {
    headers: player.auth,
    body: {
      walletAddress: player.address,
      stakeId,
      signedTransaction: await signPrepared(player.signer, transaction),
    },
  });
  return stakeId;
}

/** An early unstake: the game pays the principal less its fee back out of the staking vault. */
export async function unstakeEarly(baseUrl: string, player: HttpPlayer, stakeId: string): Promise<void> {
  await call(baseUrl, 'POST', '/staking/v2/unstake', {
    headers: player.auth,
    body: { walletAddress: player.address, stakeId },
  });
}
