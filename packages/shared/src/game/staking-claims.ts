import { TOKEN_MAX_STAKING_APY_PERCENT } from './token.ts';

/**
 * docs/spec/000-shell-wallet-staking.md §1 and §9: the marketing reading of staking, shown on the home,
 * staking and splash pages. The pools themselves show their own figures (§3: 7, 30 and 90 days,
 * 3, 8 and 18 % APY); the specification gives both readings and does not reconcile them.
 */
export const STAKING_MARKETING_CLAIMS = [
  `Up to ${TOKEN_MAX_STAKING_APY_PERCENT}% APY`,
  'Lock periods from 30 to 365 days',
  'Auto compounding',
  'Boosts farmer yield up to 50%',
] as const;
