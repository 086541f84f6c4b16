import type { MarketAssetType, Rarity } from '@wos/shared';
import { kindLabel } from '../lib/inventory-view.ts';
import { rarityStyle } from '../lib/rarity-style.ts';
import { AssetImage } from './AssetImage.tsx';

interface Props {
  name: string;
  rarity: Rarity;
  level: number;
  assetType: MarketAssetType;
  subType: string | null;
  image: string;
}

/** The asset a dialog is about: picture, name, rarity, kind and level. */
export function AssetSummary({ name, rarity, level, assetType, subType, image }: Props) {
  return (
    <div className="asset-summary" style={rarityStyle(rarity)}>
      <AssetImage src={image} name={name} rarity={rarity} className="asset-summary__image" lazy={false} />
      <div className="asset-summary__text">
        <p className="asset-summary__name">{name}</p>
        <p className="asset-summary__meta market-rarity-text">
          {rarity.toUpperCase()} · {kindLabel(assetType, subType)} · LV {level}
        </p>
      </div>
    </div>
  );
}
