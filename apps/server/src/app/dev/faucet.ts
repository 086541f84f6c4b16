import { address, type Signature } from '@solana/kit';
import { SOL_DECIMALS, toBaseUnits, WLO_DECIMALS } from '@wos/shared';
import type { WalletService } from '../../account/wallet/service.ts';
import type { Chain } from '../../chain/port.ts';
import type { MintOutbox } from './mint-outbox.ts';

/**
 * The localnet faucet: SOL by airdrop, WLO freshly minted by the game's mint
 * authority through the mint outbox (mint-outbox.ts), recorded before it is
 * sent and settled by the chain, so a crash never leaves minted WLO that no
 * history row explains.
 */
export function createFaucet(deps: { chain: Chain; wallet: WalletService; mints: MintOutbox }) {
  const { chain, wallet, mints } = deps;

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
      if (wloUnits > 0n) signatures.push(await mints.send(await mints.record(owner, wloUnits)));
      return { walletAddress: owner, ...(await wallet.balance(owner)), signatures };
    },

    /** Settles the WLO mints a crash or a lost answer left pending (a recurring job). */
    reconcile: () => mints.reconcile(),
  };
}

export type Faucet = ReturnType<typeof createFaucet>;
