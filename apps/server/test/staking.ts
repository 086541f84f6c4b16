import type { FastifyInstance } from 'fastify';
import { signPrepared, type TestPlayer } from './players.ts';

/**
 * A stake as the page makes it: prepare, sign in the wallet, process. Throws
 * with the server's answer when either call is refused.
 */
export async function stakeOverHttp(
  app: FastifyInstance,
  player: TestPlayer,
  amount: number,
  lockPeriod: number,
): Promise<{ stakeId: string; signature: string }> {
  const prepared = await app.inject({
    method: 'POST',
    url: '/staking/v2/stake',
    headers: player.auth,
    payload: { walletAddress: player.address, amount, lockPeriod },
  });
  if (prepared.statusCode !== 200) throw new Error(`stake: ${prepared.statusCode} ${prepared.body}`);
  const { transaction, stakeId } = prepared.json<{ transaction: string; stakeId: string }>();
  const processed = await app.inject({
    method: 'POST',
    url: '/staking/v2/process-transaction',
    headers: player.auth,
    payload: {
      walletAddress: player.address,
      stakeId,
      signedTransaction: await signPrepared(player.signer, transaction),
    },
  });
  if (processed.statusCode !== 200) throw new Error(`process: ${processed.statusCode} ${processed.body}`);
  return { stakeId, signature: processed.json<{ signature: string }>().signature };
}
