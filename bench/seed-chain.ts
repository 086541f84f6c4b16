/**
 * Gives N fresh wallets a WLO token account on the embedded chain, several
 * wallets per transaction and without the faucet's history rows: the chain
 * holds as many token accounts as the database has players.
 */
import { randomBytes } from 'node:crypto';
import { getAddressDecoder, type Instruction } from '@solana/kit';
import { buildServerSigned } from '@wos/svm';
import type { Services } from '../apps/server/src/app/services.ts';
import { wloMintInstructions } from '../apps/server/src/chain/token.ts';

/** Token-account creations per transaction: stays within the size and compute limits. */
const PER_TRANSACTION = 8;

export async function seedTokenAccounts(services: Services, wallets: number): Promise<void> {
  const { chain, accounts } = services;
  const authority = accounts.mintAuthority;
  if (!authority) throw new Error('seeding token accounts needs the embedded chain');
  for (let done = 0; done < wallets; done += PER_TRANSACTION) {
    const instructions: Instruction[] = [];
    for (let i = done; i < Math.min(wallets, done + PER_TRANSACTION); i += 1) {
      // Any 32 bytes name an owner: no key pair is needed to hold tokens.
      const address = getAddressDecoder().decode(randomBytes(32));
      instructions.push(...(await wloMintInstructions(accounts.wloMint, authority, address, 1_000_000n)));
    }
    const transaction = await buildServerSigned(
      authority,
      [],
      instructions,
      await chain.getLatestBlockhash(),
    );
    await chain.sendTransaction(transaction);
  }
}
