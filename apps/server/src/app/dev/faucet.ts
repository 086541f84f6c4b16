import { randomUUID } from 'node:crypto';
import { address, getSignatureFromTransaction, type Signature } from '@solana/kit';
import { SOL_DECIMALS, toBaseUnits, WLO_DECIMALS, WosError } from '@wos/shared';
import { buildServerSigned } from '@wos/svm';
import type { WalletService } from '../../account/wallet/service.ts';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { Chain } from '../../chain/port.ts';
import { memoInstruction, wloMintInstructions } from '../../chain/token.ts';

/** The localnet faucet: SOL by airdrop, WLO freshly minted by the game's mint authority. */
export function createFaucet(deps: { chain: Chain; accounts: GameAccounts; wallet: WalletService }) {
  const { chain, accounts, wallet } = deps;

  /**
   * Mints WLO to `recipient`. The history row (with the signature) is written
   * before the mint is sent, so a crash in between leaves a pending row the
   * auditor can check on chain, never minted WLO that no record explains.
   */
  async function mintWlo(owner: string, amount: bigint): Promise<Signature> {
    const authority = accounts.mintAuthority;
    if (!authority)
      throw new WosError('NOT_FOUND', { message: 'The faucet is not available on this network' });
    const instructions = [
      ...(await wloMintInstructions(accounts.wloMint, authority, address(owner), amount)),
      // Two equal airdrops under one blockhash must still be two transactions.
      memoInstruction(`airdrop:${randomUUID()}`),
    ];
    const transaction = await buildServerSigned(
      authority,
      [],
      instructions,
      await chain.getLatestBlockhash(),
    );
    const signature = getSignatureFromTransaction(transaction);
    const historyId = await wallet.record({
      wallet: owner,
      type: 'Airdrop',
      category: 'dev',
      item: 'WLO',
      amount,
      token: 'WLO',
      status: 'pending',
      signature,
    });
    await chain.sendTransaction(transaction);
    await wallet.complete([historyId], signature);
    return signature;
  }

  return {
    async airdrop(owner: string, sol: number, wlo: number) {
      const recipient = address(owner);
      const lamports = toBaseUnits(sol, SOL_DECIMALS);
      const wloUnits = toBaseUnits(wlo, WLO_DECIMALS);
      const signatures: Signature[] = [];
      if (lamports > 0n) {
        await chain.airdrop(recipient, lamports);
        await wallet.record({
          wallet: owner,
          type: 'Airdrop',
          category: 'dev',
          item: 'SOL',
          amount: lamports,
          token: 'SOL',
        });
      }
      if (wloUnits > 0n) signatures.push(await mintWlo(owner, wloUnits));
      return { walletAddress: owner, ...(await wallet.balance(owner)), signatures };
    },
  };
}

export type Faucet = ReturnType<typeof createFaucet>;
