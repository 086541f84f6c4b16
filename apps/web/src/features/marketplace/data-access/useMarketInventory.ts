import { useMemo } from 'react';
import { useAssets } from '../../wallet/index.ts';
import { type InventoryRow, inventoryRows } from '../lib/inventory-view.ts';

/**
 * My Inventory: the wallet's assets (GET /assets/all/{address}, the wallet page's read, so
 * both share one cache) that are not listed yet, with their estimates.
 */
export function useMarketInventory() {
  const assets = useAssets();
  const rows = useMemo<InventoryRow[] | undefined>(
    () => (assets.data ? inventoryRows(assets.data) : undefined),
    [assets.data],
  );
  return {
    rows,
    isLoading: assets.isLoading,
    isError: assets.isError && !assets.data,
    retry: () => void assets.refetch(),
  };
}
