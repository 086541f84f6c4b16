import { defineFeature } from '../../platform/feature.ts';
import { createIntentsRepo } from './repo.ts';
import { createIntentsService } from './service.ts';

/** Player-signed payments: prepared, sent, confirmed or failed (the money engine). */
export const intentsFeature = defineFeature({
  name: 'intents',
  open: ({ db, chain, priorityFees, clock, log, accounts, walletChanges }) => ({
    intents: createIntentsService({
      db,
      repo: createIntentsRepo(db),
      chain,
      priorityFees,
      clock,
      log,
      mint: accounts.wloMint,
      walletChanges,
    }),
  }),
  jobs: ({ intents }) => ({
    recurring: [{ name: 'payment-reconciler', run: () => intents.reconcile() }],
  }),
});
