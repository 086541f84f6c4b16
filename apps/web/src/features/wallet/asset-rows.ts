// The wallet's asset rows read field by field (zod), for the features that read the same rows
// from their own endpoints (farmers, heroes). A surface of its own: see ./index.ts.
export { tolerantFarmers, tolerantHeroes, tolerantItems } from './api/tolerant-assets.ts';
