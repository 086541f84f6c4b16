import {
  FARMER_CATALOGUE,
  HERO_CATALOGUE,
  ITEM_CATALOGUE,
  type PackProofView,
  verifyPackProof,
} from '@wos/shared';

export type ProofVerdict =
  | { status: 'sealed' }
  | { status: 'verified' }
  | { status: 'failed'; reason: string };

export interface ProofDisplay {
  verdict: ProofVerdict;
  /** The drawn entry and item by name, e.g. 'Omega Harvester'. */
  entryName: string | null;
  itemName: string | null;
}

function nameOf(catalogue: readonly { id: string; name: string }[], id: string | null | undefined) {
  if (!id) return null;
  return catalogue.find((entry) => entry.id === id)?.name ?? id;
}

/**
 * Checks a pack's proof in the browser with the published draw of packages/shared: the
 * revealed server seed must hash to the commitment made at purchase, and the seeds must
 * give the outcome the server granted. An unopened pack is sealed: only its commitment is out.
 */
export function checkProof(proof: PackProofView): ProofVerdict {
  if (!proof.opened || proof.serverSeed === null || proof.outcome === null) return { status: 'sealed' };
  const verdict = verifyPackProof({
    serverSeedHex: proof.serverSeed,
    clientSeed: proof.clientSeed ?? '',
    packId: proof.packId,
    rarityChances: proof.rarityChances,
    assetType: proof.assetType,
    commitment: proof.commitment,
    outcome: proof.outcome,
  });
  return verdict.ok ? { status: 'verified' } : { status: 'failed', reason: verdict.reason };
}

export function describeProof(proof: PackProofView): ProofDisplay {
  const catalogue = proof.assetType === 'farmer' ? FARMER_CATALOGUE : HERO_CATALOGUE;
  return {
    verdict: checkProof(proof),
    entryName: nameOf(catalogue, proof.outcome?.entryId),
    itemName: nameOf(ITEM_CATALOGUE, proof.outcome?.itemId),
  };
}
