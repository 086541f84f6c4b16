import type { OwnedPack } from '@wos/shared';
import { useId } from 'react';
import { shortenAddress } from '../../../lib/format/address.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { PackArt } from './PackArt.tsx';

interface Props {
  pack: OwnedPack;
  onOpen: (pack: OwnedPack) => void;
  onVerify: (packId: string) => void;
  opening: boolean;
  disabled: boolean;
}

/** An unopened pack of the wallet: its sealed commitment and OPEN PACK. */
export function OwnedPackCard({ pack, onOpen, onVerify, opening, disabled }: Props) {
  const titleId = useId();
  return (
    <article
      className={`owned-pack owned-pack--${pack.tier}`}
      aria-labelledby={titleId}
      data-testid="owned-pack"
      data-pack-id={pack.id}
    >
      <PackArt assetType={pack.assetType} tier={pack.tier} label={pack.name} className="owned-pack__art" />
      <div className="owned-pack__body">
        <h3 id={titleId} className="owned-pack__name">
          {pack.name}
        </h3>
        <p className="owned-pack__meta muted">Bought {formatDateTime(new Date(pack.purchasedAt))}</p>
        <p className="owned-pack__commitment">
          Sealed <code title={pack.commitment}>{shortenAddress(pack.commitment, 8, 6, '…')}</code>{' '}
          <button type="button" className="link-button" onClick={() => onVerify(pack.id)}>
            Verify
          </button>
        </p>
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={disabled}
          onClick={() => onOpen(pack)}
        >
          {opening ? 'OPENING…' : 'OPEN PACK'}
        </button>
      </div>
    </article>
  );
}
