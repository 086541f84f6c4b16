import type { OwnedPack } from '@wos/shared';
import type { ReactNode } from 'react';
import { formatAmount, formatInteger } from '../../../lib/format/number.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { RARITY_COLOURS, RARITY_LABELS } from '../../game/index.ts';
import type { RevealedPack } from '../lib/open-result.ts';
import { PackArt } from './PackArt.tsx';

export type RevealState =
  | { phase: 'revealing'; pack: OwnedPack }
  | { phase: 'revealed'; pack: OwnedPack; result: RevealedPack };

interface Props {
  state: RevealState | null;
  /** The picture of what came out (a farmer's or hero's art). */
  renderArt: (result: RevealedPack) => ReactNode;
  onVerify: (packId: string) => void;
  /** AWESOME! or the close button: the page then says what was obtained. */
  onClose: () => void;
}

const KEEP_OPEN = () => {};

/** docs/spec/001-game.md §4: the pack opens for 1.5 s (revealing), then shows what it gave (revealed). */
export function PackRevealOverlay({ state, renderArt, onVerify, onClose }: Props) {
  const revealed = state?.phase === 'revealed' ? state.result : null;
  return (
    <Dialog
      open={state !== null}
      // While it opens the pack cannot be put away; the result is already decided on the server.
      onClose={revealed ? onClose : KEEP_OPEN}
      title={revealed ? 'PACK OPENED' : 'OPENING PACK'}
      className="pack-reveal"
      actions={
        revealed ? (
          <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
            AWESOME!
          </button>
        ) : null
      }
    >
      <div className="pack-reveal__stage" data-testid="pack-reveal" data-phase={state?.phase ?? 'closed'}>
        {state && !revealed ? (
          <>
            <PackArt
              assetType={state.pack.assetType}
              tier={state.pack.tier}
              label={state.pack.name}
              className="pack-reveal__pack"
            />
            <p className="pack-reveal__status" role="status">
              Opening {state.pack.name}…
            </p>
          </>
        ) : null}
        {revealed ? (
          <div
            className={`pack-reveal__result pack-reveal__result--${revealed.rarity}`}
            style={{ ['--rarity' as string]: RARITY_COLOURS[revealed.rarity] }}
            data-testid="pack-reveal-result"
            data-rarity={revealed.rarity}
            data-entry-id={revealed.catalogueId}
          >
            <div className="pack-reveal__art">{renderArt(revealed)}</div>
            <p className="pack-reveal__rarity">{RARITY_LABELS[revealed.rarity]}</p>
            <p className="pack-reveal__name">{revealed.name}</p>
            <p className="pack-reveal__figures muted">
              Level {revealed.level} · {formatInteger(revealed.power)} power
              {revealed.yieldPerHour !== null ? ` · ${formatAmount(revealed.yieldPerHour, 2)} WLO/h` : ''}
            </p>
            {revealed.items.length > 0 ? (
              <p className="pack-reveal__items">
                With{' '}
                {revealed.items.map((item, index) => (
                  <span key={item.id} style={{ color: RARITY_COLOURS[item.rarity] }}>
                    {index > 0 ? ', ' : ''}
                    {item.name}
                  </span>
                ))}
              </p>
            ) : null}
            <button type="button" className="link-button" onClick={() => onVerify(revealed.proof.packId)}>
              Verify this opening
            </button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
