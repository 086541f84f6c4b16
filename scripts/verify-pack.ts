/**
 * `npm run verify-pack -- <server-url> <packId>`: fetches a pack's proof from
 * the server and recomputes the opening with the published draw of
 * packages/shared (commitment = sha256(serverSeed), outcome =
 * HMAC-SHA256(serverSeed, clientSeed + ':' + packId) mapped by the pack's
 * rarity chances). Prints `verified` and what was drawn, or why not (exit 1).
 * Nothing in it trusts the server beyond the bytes it publishes.
 */
import { pathToFileURL } from 'node:url';
import {
  FARMER_CATALOGUE,
  HERO_CATALOGUE,
  ITEM_CATALOGUE,
  type PackProofView,
  packProofSchema,
  verifyPackProof,
} from '@wos/shared';

export type Verification = { verified: true; proof: PackProofView } | { verified: false; reason: string };

/** Checks a published proof: opened, the seed matches the commitment, the outcome is the recomputed one. */
export function checkProof(proof: PackProofView): Verification {
  if (!proof.opened || proof.serverSeed === null || proof.clientSeed === null || proof.outcome === null) {
    return { verified: false, reason: 'the pack is not opened yet: only its commitment is published' };
  }
  const verdict = verifyPackProof({
    serverSeedHex: proof.serverSeed,
    clientSeed: proof.clientSeed,
    packId: proof.packId,
    rarityChances: proof.rarityChances,
    assetType: proof.assetType,
    commitment: proof.commitment,
    outcome: proof.outcome,
  });
  return verdict.ok ? { verified: true, proof } : { verified: false, reason: verdict.reason };
}

/** Fetches `GET {serverUrl}/packs/{packId}/proof` and checks it. */
export async function verifyPackAt(
  serverUrl: string,
  packId: string,
  fetchProof: typeof fetch = fetch,
): Promise<Verification> {
  const url = new URL(`/packs/${encodeURIComponent(packId)}/proof`, serverUrl);
  let response: Response;
  try {
    response = await fetchProof(url);
  } catch (error) {
    return { verified: false, reason: `cannot reach ${url.origin}: ${(error as Error).message}` };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: string } | null)?.message ?? response.statusText;
    return { verified: false, reason: `the server answered ${response.status}: ${message}` };
  }
  const parsed = packProofSchema.safeParse(body);
  if (!parsed.success)
    return { verified: false, reason: 'the server answered something that is not a pack proof' };
  return checkProof(parsed.data);
}

/** What the opening drew, in words. */
export function describeOutcome(proof: PackProofView): string {
  const outcome = proof.outcome;
  if (!outcome) return 'nothing drawn yet';
  const catalogue = proof.assetType === 'farmer' ? FARMER_CATALOGUE : HERO_CATALOGUE;
  const entry = catalogue.find((e) => e.id === outcome.entryId)?.name ?? outcome.entryId;
  const item = outcome.itemId ? ITEM_CATALOGUE.find((i) => i.id === outcome.itemId)?.name : undefined;
  return `${entry} (${outcome.rarity})${item ? ` with ${item}` : ''}`;
}

async function main(args: string[]): Promise<number> {
  const [serverUrl, packId] = args;
  if (!serverUrl || !packId) {
    console.error('usage: npm run verify-pack -- <server-url> <packId>');
    return 2;
  }
  const result = await verifyPackAt(serverUrl, packId);
  if (!result.verified) {
    console.log(`verification failed: ${result.reason}`);
    return 1;
  }
  const { proof } = result;
  console.log('verified');
  console.log(`  pack        ${proof.packId} (${proof.packTypeId})`);
  console.log(`  commitment  ${proof.commitment} = sha256(serverSeed)`);
  console.log(`  serverSeed  ${proof.serverSeed}`);
  console.log(`  clientSeed  ${proof.clientSeed}`);
  console.log(`  outcome     ${describeOutcome(proof)}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
