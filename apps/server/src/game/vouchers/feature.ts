import { defineFeature } from '../../platform/feature.ts';
import { createVouchersRepo } from './repo.ts';
import { createVouchersService } from './service.ts';

/** Discount vouchers: drawn by the wheel, spent on a pack. */
export const vouchersFeature = defineFeature({
  name: 'vouchers',
  open: ({ db, clock }) => ({
    vouchers: createVouchersService({ db, repo: createVouchersRepo(db), clock }),
  }),
});
