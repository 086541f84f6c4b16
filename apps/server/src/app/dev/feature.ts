import type { WalletService } from '../../account/wallet/service.ts';
import { defineFeature, routes } from '../../platform/feature.ts';
import { createClockControl } from './clock-control.ts';
import { createFaucet } from './faucet.ts';
import { devRoutes } from './routes.ts';

/** The faucet and the clock control: opened everywhere (tests use them), served on localnet only. */
export const devFeature = defineFeature({
  name: 'dev',
  open: ({ db, clock, chain, accounts, scheduler }, { wallet }: { wallet: WalletService }) => ({
    faucet: createFaucet({ chain, accounts, wallet }),
    clockControl: createClockControl({ db, clock, chain, scheduler }),
  }),
  // On any other network these paths answer 404.
  routes: ({ faucet, clockControl }, config) =>
    config.network === 'localnet' ? routes(devRoutes, { faucet, clockControl }) : undefined,
});
