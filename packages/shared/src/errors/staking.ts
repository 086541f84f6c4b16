/** Staking refusals (docs/spec/000-shell-wallet-staking.md §8). */
export const STAKING_ERRORS = {
  STAKING__UNKNOWN_POOL: 'lockPeriod: choose a pool of 7, 30 or 90 days',
  STAKING__BELOW_MINIMUM: "The amount is below the pool's minimum stake",
  STAKING__POSITION_NOT_FOUND: 'Staking position not found',
  STAKING__LOCKED: 'This stake is still locked',
  /** Unstaking early is for locked stakes only; an unlocked one is claimed. */
  STAKING__UNLOCKED: 'This stake is unlocked: claim it instead',
  /** Nothing left to pay: no rewards, or the stake was already claimed or returned. */
  STAKING__NOTHING_TO_CLAIM: 'No rewards to claim on this stake',
} as const;
