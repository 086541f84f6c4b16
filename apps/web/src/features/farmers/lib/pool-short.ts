/**
 * Whether the farming pool cannot pay what the wallet's farmers have earned: a harvest is
 * then refused (503, nothing changed), so the page shows why instead of the growing figure.
 * Unknown while the pool has not been read.
 */
export function harvestExceedsPool(pendingWlo: number, poolBalanceWlo: number | undefined): boolean {
  return poolBalanceWlo !== undefined && pendingWlo > 0 && pendingWlo > poolBalanceWlo;
}
