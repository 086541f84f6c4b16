import type { Rarity } from '@wos/shared';
import type { ReactNode } from 'react';
import { rarityStyle } from '../lib/rarity-style.ts';
import { AssetImage } from './AssetImage.tsx';

/** The head row of a marketplace table: its columns, ACTIONS last. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        <th scope="col" className="market-table__actions-head">
          ACTIONS
        </th>
      </tr>
    </thead>
  );
}

interface NameCellProps {
  image: string;
  name: string;
  rarity: Rarity;
  /** After the rarity on the second line (type, level, state). */
  detail: ReactNode;
}

/** The NAME cell: the asset's picture, its name, and its rarity with a detail. */
export function NameCell({ image, name, rarity, detail }: NameCellProps) {
  return (
    <td className="market-table__name">
      <AssetImage src={image} name={name} rarity={rarity} className="market-table__thumb" />
      <span>
        <strong>{name}</strong>
        <span className="market-table__sub market-rarity-text" style={rarityStyle(rarity)}>
          {rarity.toUpperCase()} · {detail}
        </span>
      </span>
    </td>
  );
}
