import { defineFeature } from '../../platform/feature.ts';
import { createAuditService } from './service.ts';

/**
 * The audit of the database against the chain. Listed after the features
 * whose reconcilers run before it, so what they finished is not reported as a difference.
 */
export const auditFeature = defineFeature({
  name: 'audit',
  open: ({ db, chain, accounts, clock, log, initialMint }) => ({
    audit: createAuditService({ db, chain, accounts, clock, log, initialMint }),
  }),
  jobs: ({ audit }) => ({
    recurring: [
      {
        name: 'chain-audit',
        run: async () => {
          await audit.auditSignatures();
        },
      },
    ],
  }),
});
