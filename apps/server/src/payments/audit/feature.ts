import { defineFeature } from '../../platform/feature.ts';
import { CHAIN_AUDIT_JOB, createAuditService } from './service.ts';

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
        name: CHAIN_AUDIT_JOB,
        run: async () => {
          await audit.auditSignatures();
        },
      },
    ],
  }),
});
