import { randomInt } from 'node:crypto';
import type { KeyPairSigner } from '@solana/kit';
import { signPrepared } from '../players.ts';
import { call } from './api.ts';
import type { EconomyRefused } from './economy-ops.ts';
import { type GameAcknowledged, gameOperation } from './game-ops.ts';
import { type MarketAcknowledged, marketOperation } from './market-ops.ts';

/** An answer of 200 the server gave: each must be true on chain after any crash. */
export type Acknowledged =
  | { op: 'stake'; wallet: string; stakeId: string; signature: string }
  | {
      op: 'claim' | 'claim-principal' | 'claim-with-risk' | 'unstake';
      wallet: string;
      stakeId: string;
      payout: { status: string; signature: string | null };
    }
  | { op: 'airdrop'; wallet: string; signatures: string[] }
  | GameAcknowledged
  | MarketAcknowledged
  /** Not a 200: a refusal the buy-back rules require, which must have changed nothing. */
  | EconomyRefused;

export interface Player {
  signer: KeyPairSigner;
  token: string;
}

interface Position {
  id: string;
  status: string;
  is_locked: boolean;
  rewards_claimed_at: string | null;
  principal_claimed_at: string | null;
}

/**
 * Each player stakes, claims, unstakes, buys and opens packs, harvests, lists, buys listings, sells to the
 * treasury and asks for airdrops as fast as the server answers, until `stop()` is called (the server is killed meanwhile).
 */
export function startBurst(baseUrl: string, players: readonly Player[], acknowledged: Acknowledged[]) {
  let running = true;
  const loops = players.map(async (player) => {
    while (running) {
      const done = await oneOperation(baseUrl, player);
      if (done === 'down') return;
      if (done) acknowledged.push(...[done].flat());
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function oneOperation(
  baseUrl: string,
  player: Player,
): Promise<Acknowledged | Acknowledged[] | null | 'down'> {
  const wallet = player.signer.address;
  const roll = randomInt(100);
  if (roll < 10) {
    const answer = await call(baseUrl, 'POST', '/dev/airdrop', { walletAddress: wallet, sol: 0.01, wlo: 50 });
    if (answer.status === 0) return 'down';
    return answer.status === 200
      ? { op: 'airdrop', wallet, signatures: answer.body.signatures as string[] }
      : null;
  }
  if (roll < 30) return stake(baseUrl, player);
  if (roll < 50) return gameOperation(baseUrl, player);
  if (roll < 65) return marketOperation(baseUrl, player);
  const listed = await call(baseUrl, 'GET', `/staking/v2/wallet/${wallet}`);
  if (listed.status === 0) return 'down';
  const positions = ((listed.body.stakes as Position[] | undefined) ?? []).filter(
    (position) => position.status === 'active' && !position.principal_claimed_at,
  );
  const position = positions[randomInt(Math.max(positions.length, 1))];
  if (!position) return stake(baseUrl, player);
  const op = position.is_locked
    ? 'unstake'
    : ((['claim', 'claim-principal', 'claim-with-risk'] as const)[randomInt(3)] ?? 'claim');
  const body =
    op === 'unstake'
      ? { walletAddress: wallet, stakeId: position.id }
      : { walletAddress: wallet, stakingId: position.id };
  const answer = await call(baseUrl, 'POST', `/staking/v2/${op}`, body, player.token);
  if (answer.status === 0) return 'down';
  if (answer.status !== 200) return null;
  const payout = answer.body.payout as { status: string; signature: string | null };
  return { op, wallet, stakeId: position.id, payout };
}

async function stake(baseUrl: string, player: Player): Promise<Acknowledged | null | 'down'> {
  const wallet = player.signer.address;
  const prepared = await call(
    baseUrl,
    'POST',
    '/staking/v2/stake',
    { walletAddress: wallet, amount: 100 + randomInt(200), lockPeriod: 7 },
    player.token,
  );
  if (prepared.status === 0) return 'down';
  if (prepared.status !== 200) return null;
  const { transaction, stakeId } = prepared.body as { transaction: string; stakeId: string };
  const processed = await call(
    baseUrl,
    'POST',
    '/staking/v2/process-transaction',
    { signedTransaction: await signPrepared(player.signer, transaction), stakeId, walletAddress: wallet },
    player.token,
  );
  if (processed.status === 0) return 'down';
  if (processed.status !== 200) return null;
  return { op: 'stake', wallet, stakeId, signature: processed.body.signature as string };
}
