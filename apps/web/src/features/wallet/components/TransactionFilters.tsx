import { type Network, TRANSACTION_CATEGORY_LABELS } from '@wos/shared';
import { useId } from 'react';
import {
  categoryOptions,
  type TransactionFilters as Filters,
  typeOptions,
  withCategory,
  withType,
} from '../lib/transaction-filters.ts';

interface Props {
  filters: Filters;
  network: Network;
  onChange: (next: Filters) => void;
}

/** Category and Type (the kinds the server records); any change goes back to page 1. */
export function TransactionFilters({ filters, network, onChange }: Props) {
  const categoryId = useId();
  const typeId = useId();
  return (
    <div className="history-filters">
      <div className="wallet-field">
        <label htmlFor={categoryId} className="wallet-field__label">
          Category
        </label>
        <select
          id={categoryId}
          className="wallet-input"
          value={filters.category}
          onChange={(event) => onChange(withCategory(filters, event.target.value as Filters['category']))}
        >
          <option value="all">All categories</option>
          {categoryOptions(network).map((category) => (
            <option key={category} value={category}>
              {TRANSACTION_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <div className="wallet-field">
        <label htmlFor={typeId} className="wallet-field__label">
          Type
        </label>
        <select
          id={typeId}
          className="wallet-input"
          value={filters.type}
          onChange={(event) => onChange(withType(filters, event.target.value as Filters['type']))}
        >
          <option value="all">All types</option>
          {typeOptions(filters).map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
