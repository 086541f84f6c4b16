import type { PackProofView } from '@wos/shared';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { RARITY_LABELS } from '../../game/index.ts';
import { usePackProof } from '../data-access/usePackProof.ts';
import { PACK_MESSAGES } from '../lib/pack-messages.ts';
import { describeProof } from '../lib/proof-view.ts';

interface Props {
  /** The owned pack whose proof to show; null: closed. */
  packId: string | null;
  onClose: () => void;
}

function ProofField({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="proof__field">
      <dt>{label}</dt>
      <dd>
        <code>{value ?? '—'}</code>
      </dd>
    </div>
  );
}

function Verdict({ proof }: { proof: PackProofView }) {
  const shown = describeProof(proof);
  const { verdict } = shown;
  if (verdict.status === 'sealed') {
    return (
      <p className="proof__verdict proof__verdict--sealed" data-testid="proof-verdict" data-status="sealed">
        Sealed: the server seed is revealed when the pack is opened. Its hash above is fixed now.
      </p>
    );
  }
  if (verdict.status === 'failed') {
    return (
      <p className="proof__verdict proof__verdict--failed" data-testid="proof-verdict" data-status="failed">
        Not verified: {verdict.reason}
      </p>
    );
  }
  return (
    <p className="proof__verdict proof__verdict--ok" data-testid="proof-verdict" data-status="verified">
      ✓ Verified in your browser: sha256(serverSeed) equals the commitment, and the seeds draw{' '}
      {proof.outcome ? RARITY_LABELS[proof.outcome.rarity] : ''} {shown.entryName}
      {shown.itemName ? ` with ${shown.itemName}` : ''}.
    </p>
  );
}

/**
 * A pack's proof (GET /packs/{packId}/proof): commitment, server seed, client seed and
 * outcome, recomputed here with the published draw of packages/shared.
 */
export function PackProofDialog({ packId, onClose }: Props) {
  const { data: proof, isPending, isError } = usePackProof(packId);
  return (
    <Dialog open={packId !== null} onClose={onClose} title="PROVABLY FAIR PROOF" className="proof-dialog">
      {proof ? (
        <div className="proof">
          <Verdict proof={proof} />
          <dl className="proof__fields">
            <ProofField label="Pack" value={proof.packId} />
            <ProofField label="Commitment sha256(serverSeed)" value={proof.commitment} />
            <ProofField label="Server seed" value={proof.serverSeed} />
            <ProofField label="Client seed" value={proof.clientSeed} />
            <ProofField
              label="Outcome"
              value={
                proof.outcome
                  ? `${proof.outcome.rarity} · ${proof.outcome.entryId}${proof.outcome.itemId ? ` · ${proof.outcome.itemId}` : ''}`
                  : null
              }
            />
          </dl>
          <p className="proof__how muted">
            Recompute it yourself: <code>npm run verify-pack -- &lt;server-url&gt; {proof.packId}</code>
          </p>
        </div>
      ) : (
        <p className="muted" role="status">
          {isError ? PACK_MESSAGES.proofFailed : isPending ? 'Loading the proof…' : null}
        </p>
      )}
    </Dialog>
  );
}
