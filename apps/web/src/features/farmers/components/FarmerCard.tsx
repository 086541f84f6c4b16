import { type Ability, MAX_FARMER_LEVEL } from '@wos/shared';
import { type ReactNode, useId } from 'react';
import { formatAmount, formatInteger } from '../../../lib/format/number.ts';
import { RARITY_COLOURS, RARITY_LABELS } from '../../game/index.ts';
import { FarmerArt } from '../art/FarmerArt.tsx';
import type { FarmerCardView } from '../lib/farmer-view.ts';
import { StatBar } from './StatBar.tsx';
import '../farmer-card.css';

interface Props {
  farmer: FarmerCardView;
  selected: boolean;
  onToggle: () => void;
  /** Shown when selected (abilities, stats). */
  details?: { abilities: Ability[]; stats: Record<string, number> } | undefined;
  /** Buttons under the card (LEVEL UP on owned farmers). */
  actions?: ReactNode;
  /** A line under the figures, e.g. how close a merge is. */
  note?: ReactNode;
}

/** A farmer card: art, rarity, level, yield and power with their bars; a click toggles selection. */
export function FarmerCard({ farmer, selected, onToggle, details, actions, note }: Props) {
  const titleId = useId();
  const colour = RARITY_COLOURS[farmer.rarity];
  return (
    <article
      className={`rarity-card farmer-card farmer-card--${farmer.rarity} ${selected ? 'is-selected' : ''}`}
      style={{ ['--rarity' as string]: colour }}
      aria-labelledby={titleId}
      data-testid="farmer-card"
      data-farmer-id={farmer.catalogueId}
      data-level={farmer.level}
      data-listed={farmer.listed}
    >
      <button
        type="button"
        className="farmer-card__select"
        aria-pressed={selected}
        aria-label={`${selected ? 'Deselect' : 'Select'} ${farmer.name}`}
        onClick={onToggle}
      />
      <div className="farmer-card__art">
        <FarmerArt catalogueId={farmer.catalogueId} rarity={farmer.rarity} name={farmer.name} />
        <span className="farmer-card__rarity">{RARITY_LABELS[farmer.rarity]}</span>
        <span className="farmer-card__level">
          LV {farmer.level}
          {farmer.isMaxLevel ? ' MAX' : `/${MAX_FARMER_LEVEL}`}
        </span>
      </div>
      <div className="farmer-card__body">
        <div className="farmer-card__head">
          <h3 id={titleId} className="farmer-card__name">
            {farmer.name}
          </h3>
          {farmer.listed ? (
            <span
              className="farmer-card__listed"
              data-testid="listed-badge"
              title="Listed on the marketplace"
            >
              LISTED
            </span>
          ) : null}
        </div>
        <StatBar
          label="Yield"
          value={`${formatAmount(farmer.yieldPerHour, 2)} WLO/h`}
          percent={farmer.yieldBar}
          tone="yield"
        />
        <StatBar label="Power" value={formatInteger(farmer.power)} percent={farmer.powerBar} tone="power" />
        {note ? <p className="farmer-card__note">{note}</p> : null}
        {selected ? (
          <div className="farmer-card__details">
            <p className="farmer-card__description">{farmer.description}</p>
            {details ? (
              <>
                <ul className="farmer-card__abilities">
                  {details.abilities.map((ability) => (
                    <li key={ability.name}>
                      <strong>{ability.name}</strong> <span className="muted">· {ability.type}</span>
                      <p className="muted">{ability.description}</p>
                    </li>
                  ))}
                </ul>
                <dl className="farmer-card__stats">
                  {Object.entries(details.stats).map(([name, value]) => (
                    <div key={name}>
                      <dt>{name}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : null}
          </div>
        ) : null}
        {actions ? <div className="farmer-card__actions">{actions}</div> : null}
      </div>
    </article>
  );
}
