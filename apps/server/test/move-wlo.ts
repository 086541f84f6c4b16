import { randomUUID } from 'node:crypto';
import type { Address, KeyPairSigner } from '@solana/kit';
import { buildServerSigned } from '@wos/svm';
import type { Services } from '../src/app/services.ts';
import { memoInstruction, wloTransferInstructions } from '../src/chain/token.ts';

/** The operator (or a race) moves WLO out of a game wallet with a server-signed transaction. */
export async function moveWlo(
  services: Pick<Services, 'chain' | 'accounts'>,
  from: KeyPairSigner,
  to: Address,
  amount: bigint,
): Promise<void> {
  const instructions = [
    ...(await wloTransferInstructions({ mint: services.accounts.wloMint, from, to, amount, payer: from })),
    memoInstruction(`test-move:${randomUUID()}`),
  ];
  const lifetime = await services.chain.getLatestBlockhash();
  await services.chain.sendTransaction(await buildServerSigned(from, [], instructions, lifetime));
}
