import type { KeyPairSigner } from '@solana/kit';
import {
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  partiallySignTransaction,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import type { BuyListingResponse } from '@wos/shared';
import { buildServerSigned } from '@wos/svm';
import type { TestApp } from './app.ts';
import { signPrepared, type TestPlayer } from './players.ts';

/** Helpers of the operator's tests: what an operator reads, and the chain states it reads them in. */

/** GET /admin/overview with this Authorization header (none when absent). */
export function getOverview(t: TestApp, authorization?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/admin/overview',
    headers: authorization ? { authorization } : {},
  });
}

/** /metrics as Prometheus reads it (throws unless 200). */
export async function scrapeMetrics(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics' });
  if (response.statusCode !== 200) throw new Error(`/metrics: ${response.statusCode} ${response.body}`);
  return response.body;
}

/** The value of one sample, e.g. `wos_pool_wlo{pool="treasury"}`; undefined when absent. */
export function metricSample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * Sends the pool's SOL but 5,000 lamports (the fee of this very transfer) to
 * the treasury: the pool still holds its WLO and cannot pay a network fee.
 * Returns the lamports moved, to give back.
 */
export async function sweepPoolSol(t: TestApp, pool: KeyPairSigner): Promise<bigint> {
  const { chain, accounts } = t.services;
  const moved = (await chain.getLamports(pool.address)) - 5_000n;
  const sweep = [
    getTransferSolInstruction({ source: pool, destination: accounts.pools.treasury.address, amount: moved }),
  ];
  await chain.sendTransaction(await buildServerSigned(pool, [], sweep, await chain.getLatestBlockhash()));
  return moved;
}

/**
 * A marketplace payment that landed in the escrow and is not settled yet (the
 * page's process call never came); returns the signed transaction, for the
 * page's retry that settles it.
 */
export async function payWithoutSettling(
  t: TestApp,
  buyer: TestPlayer,
  offer: BuyListingResponse,
): Promise<string> {
  const signed = await signPrepared(buyer.signer, offer.transaction);
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(signed));
  const cosigned = await partiallySignTransaction(
    [t.services.accounts.pools.marketplaceEscrow.keyPair],
    transaction,
  );
  await t.services.chain.sendTransaction(cosigned);
  return getBase64EncodedWireTransaction(cosigned);
}
