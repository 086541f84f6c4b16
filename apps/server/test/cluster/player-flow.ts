import { randomInt } from 'node:crypto';
import type { KeyPairSigner } from '@solana/kit';
import type { ApiAnswer } from '../crash/api.ts';
import type { Acknowledged } from '../crash/burst.ts';
import { signPrepared, signText } from '../players.ts';
import type { Balancer } from './balancer.ts';
import { marketStep } from './market-flow.ts';

/** A player of the cluster test: each of its calls goes to the next API process in turn. */
export interface ClusterPlayer {
  signer: KeyPairSigner;
  token: string;
  /** Index of the process the next call goes to (modulo the number of processes). */
  nextCall: number;
}

/** What sends a player's calls: the cluster's Balancer, or the nginx test's client (test/nginx). */
export interface ApiCaller {
  call: Balancer['call'];
}

export interface FlowContext<Caller extends ApiCaller = ApiCaller> {
  balancer: Caller;
  /** Every 200 the processes gave for a stake or a claim: each must be true on chain at the end. */
  acknowledged: Acknowledged[];
  /** Sign-ins again after a session expired (the dev clock moves past a day). */
  signIns: number;
}

interface Position {
  id: string;
  status: string;
  is_locked: boolean;
  principal_claimed_at: string | null;
}

const CLAIMS = ['claim', 'claim-principal', 'claim-with-risk', 'claim-all'] as const;

/** The next call of this player, on the next process. */
function send(
  context: FlowContext,
  player: ClusterPlayer,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) {
  const preferred = player.nextCall++;
  return context.balancer.call(preferred, method, path, body, method === 'POST' ? player.token : undefined);
}

/** Signs in as a wallet does: the message from one process, the signature to the next. */
export async function signInAcross(context: FlowContext, player: ClusterPlayer): Promise<boolean> {
  const wallet = player.signer.address;
  const issued = await send(context, player, 'GET', `/auth/message/${wallet}`);
  if (issued.status !== 200) return false;
  const { message, nonce } = issued.body as { message: string; nonce: string };
  const signed = await send(context, player, 'POST', '/auth/sign', {
    walletAddress: wallet,
    signature: await signText(player.signer, message),
    nonce,
  });
  if (signed.status !== 200) return false;
  player.token = (signed.body as { token: string }).token;
  return true;
}

/** A state-changing call; a session that expired with the dev clock is renewed once and the call repeated. */
async function post(context: FlowContext, player: ClusterPlayer, path: string, body: object) {
  const answer = await send(context, player, 'POST', path, body);
  if (answer.status !== 401) return answer;
  context.signIns += 1;
  if (!(await signInAcross(context, player))) return answer;
  return send(context, player, 'POST', path, body);
}

/** Prepare on one process, sign, process on the next. */
async function stake(context: FlowContext, player: ClusterPlayer): Promise<void> {
  const wallet = player.signer.address;
  // Flexible (7 days, from 100 WLO) mostly, Standard (30 days, from 500 WLO) now and then; up to 6 decimals.
  const lockPeriod = randomInt(5) === 0 ? 30 : 7;
  const minimum = lockPeriod === 30 ? 500 : 100;
  const prepared = await post(context, player, '/staking/v2/stake', {
    walletAddress: wallet,
    amount: (minimum * 1_000_000 + randomInt(300_000_000)) / 1_000_000,
    lockPeriod,
  });
  if (prepared.status !== 200) return;
  const { transaction, stakeId } = prepared.body as { transaction: string; stakeId: string };
  const processed = await post(context, player, '/staking/v2/process-transaction', {
    signedTransaction: await signPrepared(player.signer, transaction),
    stakeId,
    walletAddress: wallet,
  });
  if (processed.status !== 200) return;
  context.acknowledged.push({ op: 'stake', wallet, stakeId, signature: processed.body.signature as string });
}

async function claim(
  context: FlowContext,
  player: ClusterPlayer,
  op: 'claim' | 'claim-principal' | 'claim-with-risk' | 'unstake',
  stakeId: string,
): Promise<ApiAnswer> {
  const wallet = player.signer.address;
  const body =
    op === 'unstake' ? { walletAddress: wallet, stakeId } : { walletAddress: wallet, stakingId: stakeId };
  const answer = await post(context, player, `/staking/v2/${op}`, body);
  if (answer.status === 200) {
    const payout = answer.body.payout as { status: string; signature: string | null };
    context.acknowledged.push({ op, wallet, stakeId, payout });
  }
  return answer;
}

/**
 * One step of a player: now and then a marketplace step (market-flow.ts); else claim an unlocked stake (rewards, principal, with
 * risk, or both as CLAIM ALL does), now and then unstake a locked one early,
 * otherwise stake again (refused when the player's WLO runs short).
 */
export async function playerStep(context: FlowContext, player: ClusterPlayer): Promise<void> {
  if (randomInt(100) < 12) {
    await marketStep(context, player, {
      get: (path) => send(context, player, 'GET', path),
      post: (path, body) => post(context, player, path, body),
    });
    return;
  }
  const listed = await send(context, player, 'GET', `/staking/v2/wallet/${player.signer.address}`);
  if (listed.status !== 200) return;
  const open = ((listed.body.stakes as Position[] | undefined) ?? []).filter(
    (position) => position.status === 'active' && !position.principal_claimed_at,
  );
  const unlocked = open.filter((position) => !position.is_locked);
  const locked = open.filter((position) => position.is_locked);
  const roll = randomInt(100);
  const target = unlocked[randomInt(Math.max(unlocked.length, 1))];
  if (target && roll < 70) {
    const op = CLAIMS[randomInt(CLAIMS.length)] ?? 'claim';
    if (op !== 'claim-all') {
      await claim(context, player, op, target.id);
      return;
    }
    await claim(context, player, 'claim', target.id);
    await claim(context, player, 'claim-principal', target.id);
    return;
  }
  const early = locked[randomInt(Math.max(locked.length, 1))];
  if (early && roll < 10) {
    await claim(context, player, 'unstake', early.id);
    return;
  }
  await stake(context, player);
}
