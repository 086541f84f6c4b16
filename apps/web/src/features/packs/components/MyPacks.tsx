import type { OwnedPack, PackAssetType } from '@wos/shared';
import { type ReactNode, useCallback, useState } from 'react';
import { toast } from '../../../lib/toast/toast-store.ts';
import { RARITY_COLOURS, RARITY_LABELS } from '../../game/index.ts';
import { useOpenPack } from '../data-access/useOpenPack.ts';
import { usePackInventory } from '../data-access/usePackInventory.ts';
import { randomClientSeed } from '../lib/client-seed.ts';
import type { RevealedPack } from '../lib/open-result.ts';
import { noPacksYet, obtained, PACK_MESSAGES, PACK_REVEAL_MS } from '../lib/pack-messages.ts';
import { ClientSeedField } from './ClientSeedField.tsx';
import { OwnedPackCard } from './OwnedPackCard.tsx';
import { PackArt } from './PackArt.tsx';
import { PackProofDialog } from './PackProofDialog.tsx';
import { PackRevealOverlay, type RevealState } from './PackRevealOverlay.tsx';
import '../packs.css';
import '../my-packs.css';

interface Props {
  assetType: PackAssetType;
  /** The empty state's way to the store. */
  onVisitStore: () => void;
  /** The picture of what a pack gave; a pack picture by default. */
  renderArt?: (result: RevealedPack) => ReactNode;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** How many openings of this visit stay listed with their Verify link. */
const RECENT_LIMIT = 5;

/**
 * MY PACKS (docs/spec/001-game.md §2, §4): the wallet's unopened packs with OPEN PACK, the client seed
 * mixed into the next opening, the 1.5 s reveal, AWESOME!, and the proof of each opening.
 */
export function MyPacks({ assetType, onVisitStore, renderArt }: Props) {
  const inventory = usePackInventory(assetType);
  const { open, openingId } = useOpenPack(assetType);
  const [clientSeed, setClientSeed] = useState(randomClientSeed);
  const [reveal, setReveal] = useState<RevealState | null>(null);
  const [proofOf, setProofOf] = useState<string | null>(null);
  const [recent, setRecent] = useState<RevealedPack[]>([]);

  const openPack = useCallback(
    async (pack: OwnedPack) => {
      setReveal({ phase: 'revealing', pack });
      const shown = wait(PACK_REVEAL_MS);
      const result = await open(pack, clientSeed);
      if (!result) {
        setReveal(null);
        return;
      }
      await shown;
      setReveal({ phase: 'revealed', pack, result });
      setRecent((previous) => [result, ...previous].slice(0, RECENT_LIMIT));
    },
    [open, clientSeed],
  );

  const closeReveal = useCallback(() => {
    if (reveal?.phase === 'revealed') toast.success(obtained(reveal.result.rarity, reveal.result.name));
    setReveal(null);
  }, [reveal]);
  const verifyRevealed = useCallback(
    (packId: string) => {
      closeReveal();
      setProofOf(packId);
    },
    [closeReveal],
  );
  const closeProof = useCallback(() => setProofOf(null), []);

  const packs = inventory.data;
  const busy = openingId !== null || reveal !== null;
  const art =
    renderArt ??
    ((result: RevealedPack) => (
      <PackArt assetType={result.assetType} tier={reveal?.pack.tier ?? 'basic'} label={result.name} />
    ));

  return (
    <section className="my-packs" aria-labelledby={`my-packs-title-${assetType}`}>
      <header className="my-packs__head">
        <h2 id={`my-packs-title-${assetType}`} className="section-title">
          YOUR PACKS
        </h2>
        <ClientSeedField
          value={clientSeed}
          onChange={setClientSeed}
          onRandomise={() => setClientSeed(randomClientSeed())}
          disabled={busy}
        />
      </header>

      {packs === undefined ? (
        <div className="my-packs__state" role="status">
          {inventory.isError ? (
            <>
              <p>{PACK_MESSAGES.fetchPacksFailed}</p>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={() => void inventory.refetch()}
              >
                RETRY
              </button>
            </>
          ) : (
            <p className="muted">
              <span className="spinner" aria-hidden="true" /> Loading your packs…
            </p>
          )}
        </div>
      ) : packs.length === 0 ? (
        <div className="my-packs__empty card" data-testid="my-packs-empty">
          <p>{noPacksYet(assetType)}</p>
          <button type="button" className="btn btn--primary" onClick={onVisitStore}>
            VISIT THE STORE
          </button>
        </div>
      ) : (
        <div className="owned-pack-grid" data-testid="my-packs">
          {packs.map((pack) => (
            <OwnedPackCard
              key={pack.id}
              pack={pack}
              opening={openingId === pack.id}
              disabled={busy}
              onOpen={(chosen) => void openPack(chosen)}
              onVerify={setProofOf}
            />
          ))}
        </div>
      )}

      {recent.length > 0 ? (
        <section className="recent-openings" aria-labelledby={`recent-openings-${assetType}`}>
          <h3 id={`recent-openings-${assetType}`} className="recent-openings__title">
            OPENED THIS VISIT
          </h3>
          <ul>
            {recent.map((result) => (
              <li key={result.proof.packId} data-testid="recent-opening">
                <span style={{ color: RARITY_COLOURS[result.rarity] }}>{RARITY_LABELS[result.rarity]}</span>{' '}
                {result.name}
                <button type="button" className="link-button" onClick={() => setProofOf(result.proof.packId)}>
                  Verify
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <PackRevealOverlay state={reveal} renderArt={art} onVerify={verifyRevealed} onClose={closeReveal} />
      <PackProofDialog packId={proofOf} onClose={closeProof} />
    </section>
  );
}
