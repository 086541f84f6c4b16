import {
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  type KeyPairSigner,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit';
import type { FastifyInstance } from 'fastify';

export interface TestPlayer {
  signer: KeyPairSigner;
  address: string;
  token: string;
  auth: { authorization: string };
}

export async function newKey(): Promise<KeyPairSigner> {
  return generateKeyPairSigner();
}

export async function signText(signer: KeyPairSigner, text: string): Promise<string> {
  const signature = await signBytes(signer.keyPair.privateKey, new TextEncoder().encode(text));
  return getBase58Decoder().decode(signature);
}

/** A player who signed in over plain HTTP, exactly as a wallet would. */
export async function signedInPlayer(app: FastifyInstance, signer?: KeyPairSigner): Promise<TestPlayer> {
  const key = signer ?? (await newKey());
  const { message, nonce } = (await app.inject({ method: 'GET', url: `/auth/message/${key.address}` })).json<{
    message: string;
    nonce: string;
  }>();
  const response = await app.inject({
    method: 'POST',
    url: '/auth/sign',
    payload: { walletAddress: key.address, signature: await signText(key, message), nonce },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const { token } = response.json<{ token: string }>();
  return { signer: key, address: key.address, token, auth: { authorization: `Bearer ${token}` } };
}

/** What a wallet does with a prepared transaction: decode, sign, encode. */
export async function signPrepared(signer: KeyPairSigner, base64: string): Promise<string> {
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64));
  const signed = await partiallySignTransaction([signer.keyPair], transaction);
  return getBase64EncodedWireTransaction(signed);
}
