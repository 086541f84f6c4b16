import type { WalletService } from '../../account/wallet/service.ts';
import { defineFeature, routes } from '../../platform/feature.ts';
import { createClockControl } from './clock-control.ts';
import { createFaucet } from './faucet.ts';
import { createMintOutbox } from './mint-outbox.ts';
import { createFaucetRepo } from './repo.ts';
import { devRoutes } from './routes.ts';

/** The faucet and the clock control: opened everywhere (tests use them), served on localnet only. */
export const devFeature = defineFeature({
  name: 'dev',
  open: ({ db, clock, chain, accounts, scheduler }, { wallet }: { wallet: WalletService }) => {
    const mints = createMintOutbox({ db, repo: createFaucetRepo(db), chain, accounts, wallet, clock });
    return {
      faucet: createFaucet({ chain, wallet, mints }),
      /** The faucet's crash-safe WLO mints (tests drive their steps one by one). */
      faucetMints: mints,
      clockControl: createClockControl({ db, clock, chain, scheduler }),
    };
  },
  // Mints a crash or a lost answer left pending are settled by the chain (after a restart too).
  jobs: ({ faucet }) => ({ recurring: [{ name: 'faucet-reconciler', run: () => faucet.reconcile() }] }),
  // On any other network these paths answer 404.
  routes: ({ faucet, clockControl }, config) =>
    config.network === 'localnet' ? routes(devRoutes, { faucet, clockControl }) : undefined,
});
