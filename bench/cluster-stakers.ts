/** Wallets that stake over HTTP on a cluster's API processes, each call on the next process. */
import type { KeyPairSigner } from '@solana/kit';
import type { Cluster } from '../apps/server/test/cluster/cluster.ts';
import { call, signIn } from '../apps/server/test/crash/api.ts';
import { newKey, signPrepared } from '../apps/server/test/players.ts';

export interface Staker {
  signer: KeyPairSigner;
  token: string;
  /** The process this wallet's next call goes to. */
  next: number;
}

/** W wallets with SOL and the WLO for their stakes (100 WLO each), signed in. */
export async function stakers(
  origins: readonly string[],
  wallets: number,
  stakes: number,
): Promise<Staker[]> {
  const players: Staker[] = [];
  for (let i = 0; i < wallets; i += 1) {
    const signer = await newKey();
    const origin = origins[i % origins.length] ?? '';
    const airdrop = await call(origin, 'POST', '/dev/airdrop', {
      walletAddress: signer.address,
      sol: 1,
      wlo: 100 * (stakes + 2),
    });
    if (airdrop.status !== 200) throw new Error(`airdrop: ${airdrop.status} ${JSON.stringify(airdrop.body)}`);
    players.push({ signer, token: await signIn(origin, signer), next: i });
  }
  return players;
}

/** One stake of 100 WLO for 7 days: prepare on one process, sign, process on the next (the same when one). */
export function stakeAcross(origins: readonly string[]) {
  const post = async (player: Staker, path: string, body: object) => {
    const origin = origins[player.next++ % origins.length] ?? '';
    const answer = await call(origin, 'POST', path, body, player.token);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  return async (player: Staker) => {
    const wallet = player.signer.address;
    const prepared = (await post(player, '/staking/v2/stake', {
      walletAddress: wallet,
      amount: 100,
      lockPeriod: 7,
    })) as { transaction: string; stakeId: string };
    await post(player, '/staking/v2/process-transaction', {
      signedTransaction: await signPrepared(player.signer, prepared.transaction),
      stakeId: prepared.stakeId,
      walletAddress: wallet,
    });
  };
}

/** A wallet with two stakes, whose reads are measured. */
export async function readerOf(cluster: Cluster): Promise<string> {
  const [reader] = await stakers(cluster.urls, 1, 2);
  if (!reader) throw new Error('no reader');
  const stake = stakeAcross(cluster.urls);
  await stake(reader);
  await stake(reader);
  return reader.signer.address;
}
