// Every feature's tables, for drizzle-kit and for the typed database handle.
export * from '../auth/tables.ts';
export * from '../clock/tables.ts';
export * from '../farmers/tables.ts';
export * from '../fees/tables.ts';
export * from '../heroes/tables.ts';
export * from '../intents/tables.ts';
export * from '../items/tables.ts';
export * from '../jobs/tables.ts';
export * from '../leaderboard/tables.ts';
export * from '../marketplace/tables.ts';
export * from '../packs/tables.ts';
export * from '../payouts/tables.ts';
export * from '../shared-state/tables.ts';
export * from '../staking/tables.ts';
export * from '../token/tables.ts';
export * from '../vouchers/tables.ts';
export * from '../wallet/tables.ts';
