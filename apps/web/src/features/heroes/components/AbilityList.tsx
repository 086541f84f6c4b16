import type { Ability } from '@wos/shared';
import { formatCooldown } from '../lib/hero-view.ts';

/** A hero's abilities: name, type, cooldown and what it does (docs/spec/001-game.md §3). */
export function AbilityList({ abilities }: { abilities: readonly Ability[] }) {
  if (abilities.length === 0) return null;
  return (
    <ul className="ability-list" aria-label="Abilities">
      {abilities.map((ability) => (
        <li key={ability.name} className="ability-list__item">
          <div className="ability-list__head">
            <span className="ability-list__name">{ability.name}</span>
            <span className={`ability-list__type ability-list__type--${ability.type}`}>{ability.type}</span>
            <span className="ability-list__cooldown" title="Cooldown">
              ⟳ {formatCooldown(ability.cooldown)}
            </span>
          </div>
          <p className="ability-list__description">{ability.description}</p>
        </li>
      ))}
    </ul>
  );
}
