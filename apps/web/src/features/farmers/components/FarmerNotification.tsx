import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatAmount } from '../../../lib/format/number.ts';
import { FarmerArt } from '../art/FarmerArt.tsx';
import type { LevelUpNotice } from '../data-access/useFarmerActions.ts';
import { NOTIFICATION_CLOSE_MS, NOTIFICATION_MS } from '../lib/farmers-messages.ts';
import '../farmer-card.css';

interface Props {
  notice: LevelUpNotice | null;
  onClosed: () => void;
}

/** docs/spec/001-game.md §2: a farmer notification stays 5 s, then closes with a 300 ms animation. */
export function FarmerNotification({ notice, onClosed }: Props) {
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    if (!notice) return;
    setClosing(false);
    const close = window.setTimeout(() => setClosing(true), NOTIFICATION_MS);
    const gone = window.setTimeout(onClosed, NOTIFICATION_MS + NOTIFICATION_CLOSE_MS);
    return () => {
      window.clearTimeout(close);
      window.clearTimeout(gone);
    };
  }, [notice, onClosed]);

  if (!notice) return null;
  const { farmer } = notice;
  return createPortal(
    <div
      className={`farmer-notification ${closing ? 'is-closing' : ''}`}
      role="status"
      data-testid="farmer-notification"
      style={{ animationDuration: `${NOTIFICATION_CLOSE_MS}ms` }}
    >
      <div className="farmer-notification__art">
        <FarmerArt catalogueId={farmer.catalogueId} rarity={farmer.rarity} name={farmer.name} />
      </div>
      <div className="farmer-notification__text">
        <p className="farmer-notification__title">{notice.title}</p>
        <p>{notice.message}</p>
        <p className="muted">
          {farmer.name} is now level {farmer.level}
          {notice.yieldIncrease > 0 ? ` · +${formatAmount(notice.yieldIncrease, 2)} WLO/h` : ''}
        </p>
      </div>
      <button
        type="button"
        className="farmer-notification__close"
        aria-label="Close notification"
        onClick={() => {
          setClosing(true);
          window.setTimeout(onClosed, NOTIFICATION_CLOSE_MS);
        }}
      >
        ×
      </button>
    </div>,
    document.body,
  );
}
