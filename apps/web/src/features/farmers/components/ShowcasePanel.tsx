import { FARMER_CATALOGUE } from '@wos/shared';
import { useState } from 'react';
import { catalogueCard } from '../lib/farmer-view.ts';
import { FarmerCard } from './FarmerCard.tsx';

/** SHOWCASE: the Farmer Collection, the six catalogue farmers at level 1; a click shows more. */
export function ShowcasePanel({ onBuyPacks }: { onBuyPacks: () => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="showcase">
      <div className="showcase__head">
        <h2 className="section-title">FARMER COLLECTION</h2>
        <button type="button" className="btn btn--secondary btn--small" onClick={onBuyPacks}>
          GET FARMERS
        </button>
      </div>
      <div className="farmer-grid" data-testid="farmer-collection">
        {FARMER_CATALOGUE.map((entry) => (
          <FarmerCard
            key={entry.id}
            farmer={catalogueCard(entry)}
            selected={selected === entry.id}
            onToggle={() => setSelected((current) => (current === entry.id ? null : entry.id))}
            details={{ abilities: entry.abilities, stats: entry.stats }}
          />
        ))}
      </div>
    </div>
  );
}
