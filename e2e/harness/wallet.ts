import { createPrivateKey, sign } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { readSession } from './app.ts';

/** Where the Dev Wallet keeps its 32-byte ed25519 seed (hex) in the page's localStorage. */
const DEV_WALLET_KEY = 'wos.devWallet.secretKey';
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The player the page signed in, driven over plain HTTP as its page would drive the API:
 * the session's token for state-changing calls, the Dev Wallet's own key to sign what the
 * server prepares. Everything goes through the real routes (nothing is written directly).
 */
export interface ApiPlayer {
  address: string;
  post<T>(path: string, body: Record<string, unknown>): Promise<T>;
  /** Signs a prepared (base64 wire) transaction in the payer's slot, as the wallet would. */
  signTransaction(base64: string): string;
}

export async function apiPlayerOf(page: Page, baseUrl: string): Promise<ApiPlayer> {
  const session = await readSession(page);
  const seedHex = await page.evaluate((key) => localStorage.getItem(key), DEV_WALLET_KEY);
  if (!session || !seedHex) throw new Error('The page has no signed-in Dev Wallet');
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, Buffer.from(seedHex, 'hex')]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = Buffer.from(privateKey.export({ format: 'jwk' }).x ?? '', 'base64url');

  return {
    address: session.walletAddress,
    async post<T>(path: string, body: Record<string, unknown>): Promise<T> {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    signTransaction(base64: string): string {
      const wire = Buffer.from(base64, 'base64');
      const [signatures, sigStart] = readShortVec(wire, 0);
      const messageStart = sigStart + signatures * 64;
      const message = wire.subarray(messageStart);
      const slot = signerSlot(message, publicKey, signatures);
      sign(null, message, privateKey).copy(wire, sigStart + slot * 64);
      return wire.toString('base64');
    },
  };
}

function readShortVec(bytes: Uint8Array, offset: number): [value: number, next: number] {
  let value = 0;
  for (let shift = 0, at = offset; ; shift += 7, at += 1) {
    const byte = bytes[at] ?? 0;
    value |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return [value, at + 1];
  }
}

/** The index of `publicKey` among the message's signers (legacy or version 0 message). */
function signerSlot(message: Buffer, publicKey: Buffer, signatures: number): number {
  const versioned = ((message[0] ?? 0) & 0x80) !== 0;
  const header = versioned ? 1 : 0;
  const [, keysStart] = readShortVec(message, header + 3);
  for (let slot = 0; slot < signatures; slot += 1) {
    const key = message.subarray(keysStart + slot * 32, keysStart + (slot + 1) * 32);
    if (key.equals(publicKey)) return slot;
  }
  throw new Error('The Dev Wallet is not a signer of this transaction');
}

/** SOL and freshly minted WLO from the localnet faucet (one history row each). */
export async function airdrop(baseUrl: string, walletAddress: string, sol: number, wlo: number) {
  const response = await fetch(`${baseUrl}/dev/airdrop`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ walletAddress, sol, wlo }),
  });
  if (!response.ok) throw new Error(`airdrop: ${response.status} ${await response.text()}`);
}

/** A stake through the two-phase protocol: prepare, sign, process. Returns its signature. */
export async function stake(player: ApiPlayer, amount: number, lockPeriod: number): Promise<string> {
  const prepared = await player.post<{ transaction: string; stakeId: string }>('/staking/v2/stake', {
    walletAddress: player.address,
    amount,
    lockPeriod,
  });
  const processed = await player.post<{ signature: string }>('/staking/v2/process-transaction', {
    walletAddress: player.address,
    stakeId: prepared.stakeId,
    signedTransaction: player.signTransaction(prepared.transaction),
  });
  return processed.signature;
}

/** Today's free pack of that type, claimed and opened (two history rows). */
export async function claimAndOpenFreePack(player: ApiPlayer, packId: 'hero-basic' | 'hero-legendary') {
  const { pack } = await player.post<{ pack: { id: string } }>('/packs/buy', {
    walletAddress: player.address,
    packId,
  });
  await player.post('/packs/open', { walletAddress: player.address, packId: pack.id });
}

/**
 * Makes the DEX price search answer `priceUsd` for the WLO mint, so the page reads a live
 * price (every other request to another site stays refused by the harness).
 */
export async function serveLivePrice(context: BrowserContext, baseUrl: string, priceUsd: string) {
  const config = (await (await fetch(`${baseUrl}/config`)).json()) as {
    priceSearchUrl: string;
    wloMint: string;
  };
  const origin = new URL(config.priceSearchUrl).origin;
  await context.route(
    (url) => url.origin === origin,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          pairs: [
            {
              chainId: 'solana',
              baseToken: { address: config.wloMint },
              priceUsd,
              priceChange: { h24: 4.2 },
            },
          ],
        }),
      }),
  );
}
