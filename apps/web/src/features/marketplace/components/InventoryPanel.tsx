import { useState } from 'react';
import { useMarketInventory } from '../data-access/useMarketInventory.ts';
import { type InventoryRow, kindLabel, searchRows, TYPE_LABELS } from '../lib/inventory-view.ts';
import { formatWlo, MARKET_MESSAGES } from '../lib/market-messages.ts';
import { ErrorState, LoadingState, SearchField } from './PanelParts.tsx';
import { NameCell, TableHead } from './TableParts.tsx';

interface Props {
  onList: (row: InventoryRow) => void;
  onSell: (row: InventoryRow) => void;
  /** An action is under way: the buttons wait. */
  busy: boolean;
  onBrowse: () => void;
}

const typeOf = (row: InventoryRow) => TYPE_LABELS[row.assetType];

/**
 * My Inventory (docs/spec/001-game.md §2): search, and NAME, LEVEL, AVG PRICE, ACTIONS with List and Sell.
 */
export function InventoryPanel({ onList, onSell, busy, onBrowse }: Props) {
  const inventory = useMarketInventory();
  const [search, setSearch] = useState('');
  const rows = inventory.rows;

  return (
    <section className="market-inventory" aria-labelledby="market-inventory-title">
      <header className="market-section-head">
        <div>
          <h2 id="market-inventory-title" className="section-title">
            MY INVENTORY
          </h2>
          <p className="muted">
            List an asset at your own price, or sell it at once for 80% of its estimated value.
          </p>
        </div>
        <SearchField
          label="Search your inventory"
          placeholder="SEARCH YOUR INVENTORY..."
          value={search}
          onChange={setSearch}
        />
      </header>

      {!rows && inventory.isLoading ? (
        <LoadingState text="Loading your inventory…" />
      ) : !rows ? (
        <ErrorState message={MARKET_MESSAGES.inventoryFailed} onRetry={inventory.retry} />
      ) : rows.length === 0 ? (
        <div className="market-state card" data-testid="inventory-empty">
          <p className="market-state__title">{MARKET_MESSAGES.inventoryEmpty}</p>
          <p className="muted">
            Open packs on the farmers and heroes pages, or buy from other players, to have something to sell.
          </p>
          <button type="button" className="btn btn--secondary btn--small" onClick={onBrowse}>
            BROWSE MARKETPLACE
          </button>
        </div>
      ) : (
        <InventoryTable rows={searchRows(rows, search, typeOf)} onList={onList} onSell={onSell} busy={busy} />
      )}
    </section>
  );
}

function InventoryTable({
  rows,
  onList,
  onSell,
  busy,
}: {
  rows: InventoryRow[];
  onList: (row: InventoryRow) => void;
  onSell: (row: InventoryRow) => void;
  busy: boolean;
}) {
  if (rows.length === 0) {
    return <p className="market-state muted">No asset in your inventory matches this search.</p>;
  }
  return (
    <div className="market-table-wrap">
      <table className="market-table" aria-label="Your assets for sale" data-testid="inventory-table">
        <TableHead columns={['NAME', 'LEVEL', 'AVG PRICE']} />
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="inventory-row"
              data-asset-id={row.id}
              data-asset-type={row.assetType}
              data-rarity={row.rarity}
            >
              <NameCell
                image={row.image}
                name={row.name}
                rarity={row.rarity}
                detail={`${kindLabel(row.assetType, row.subType)}${row.equipped ? ' · Equipped' : ''}`}
              />
              <td data-label="Level">{row.level}</td>
              <td data-label="Avg price" className="market-table__mono">
                {formatWlo(row.estimate)} WLO
              </td>
              <td className="market-table__actions">
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  onClick={() => onList(row)}
                  disabled={busy}
                  aria-label={`List ${row.name} for sale`}
                >
                  List
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => onSell(row)}
                  disabled={busy}
                  aria-label={`Sell ${row.name} now for ${formatWlo(row.instantSellPrice)} WLO`}
                >
                  Sell
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
