import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { DRAW_RARITIES, type DrawRarity } from './draw-rarities.ts';
import { FARMER_CATALOGUE } from './farmers.ts';
import { HERO_CATALOGUE } from './heroes.ts';
import { ITEM_CATALOGUE } from './items.ts';
import type { PackAssetType } from './packs.ts';

/*
 * The published, provably fair pack draw (docs/rules.md §1).
 *
 * At purchase the server picks a random 32-byte `serverSeed` and publishes
 * only its commitment `sha256(serverSeed)`. At opening the player may give a
 * `clientSeed` (any text, '' when none); the server then reveals `serverSeed`
 * and the outcome is:
 *
 *   roll = HMAC-SHA256(key = serverSeed bytes, message = utf8(clientSeed + ':' + packId))
 *
 *   rarity  = first rarity r, in the order common, rare, epic, legendary, with
 *             uint48(roll[0..6]) / 2^48 < chance(common) + … + chance(r)
 *             (rarities of chance 0 are never drawn; if float rounding leaves
 *             the sum a hair under 1, the last rarity of positive chance wins)
 *   entry   = the catalogue farmers (or heroes) of that rarity, in catalogue
 *             order, indexed by uint32be(roll[6..10]) mod their count
 *   item    = hero packs only: ITEM_CATALOGUE[uint32be(roll[10..14]) mod 11]
 *
 * The server cannot steer the outcome after committing, and the player
 * cannot predict it before the seed is revealed. Anyone can recompute an
 * opening from its proof with `verifyPackProof` (no secret involved).
 */

export interface PackDrawInput {
  serverSeedHex: string;
  clientSeed: string;
  packId: string;
  rarityChances: Record<DrawRarity, number>;
  assetType: PackAssetType;
}

export interface PackOutcome {
  rarity: DrawRarity;
  /** A `FARMER_CATALOGUE` id for a farmer pack, a `HERO_CATALOGUE` id for a hero pack. */
  entryId: string;
  /** A hero pack's item (`ITEM_CATALOGUE` id); null for a farmer pack. */
  itemId: string | null;
}

/** Everything needed to check an opening after the fact. */
export interface PackProof extends PackDrawInput {
  /** sha256(serverSeed) in hex, as published at purchase. */
  commitment: string;
  outcome: PackOutcome;
}

export type PackProofVerdict = { ok: true } | { ok: false; reason: string };

const TWO_POW_48 = 2 ** 48;

export function drawRoll(serverSeedHex: string, clientSeed: string, packId: string): Uint8Array {
  return hmac(sha256, seedBytes(serverSeedHex), utf8ToBytes(`${clientSeed}:${packId}`));
}

export function commitmentOf(serverSeedHex: string): string {
  return bytesToHex(sha256(seedBytes(serverSeedHex)));
}

export function drawPackOutcome(input: PackDrawInput): PackOutcome {
  const roll = drawRoll(input.serverSeedHex, input.clientSeed, input.packId);
  const view = new DataView(roll.buffer, roll.byteOffset, roll.byteLength);
  const rarity = rarityOfRoll(view.getUint32(0) * 2 ** 16 + view.getUint16(4), input.rarityChances);
  const entries = (input.assetType === 'farmer' ? FARMER_CATALOGUE : HERO_CATALOGUE).filter(
    (entry) => entry.rarity === rarity,
  );
  const entry = entries[view.getUint32(6) % entries.length];
  if (!entry) throw new Error(`no ${input.assetType} of rarity ${rarity} in the catalogue`);
  const item = input.assetType === 'hero' ? ITEM_CATALOGUE[view.getUint32(10) % ITEM_CATALOGUE.length] : null;
  return { rarity, entryId: entry.id, itemId: item?.id ?? null };
}

export function verifyPackProof(proof: PackProof): PackProofVerdict {
  let commitment: string;
  let outcome: PackOutcome;
  try {
    commitment = commitmentOf(proof.serverSeedHex);
    outcome = drawPackOutcome(proof);
  } catch (error) {
    return {
      ok: false,
      reason: `cannot recompute: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (commitment !== proof.commitment.toLowerCase()) {
    return { ok: false, reason: 'the server seed does not match the commitment published at purchase' };
  }
  for (const field of ['rarity', 'entryId', 'itemId'] as const) {
    if (outcome[field] !== proof.outcome[field]) {
      return {
        ok: false,
        reason: `${field} is ${String(proof.outcome[field])} but the seeds give ${String(outcome[field])}`,
      };
    }
  }
  return { ok: true };
}

/** `roll48` is an integer in [0, 2^48). */
function rarityOfRoll(roll48: number, chances: Record<DrawRarity, number>): DrawRarity {
  const fraction = roll48 / TWO_POW_48;
  let cumulative = 0;
  let lastPossible: DrawRarity | undefined;
  for (const rarity of DRAW_RARITIES) {
    const chance = chances[rarity];
    if (!(chance > 0)) continue;
    cumulative += chance;
    lastPossible = rarity;
    if (fraction < cumulative) return rarity;
  }
  if (!lastPossible) throw new Error('a pack needs at least one rarity with a chance above 0');
  return lastPossible;
}

function seedBytes(serverSeedHex: string): Uint8Array {
  if (serverSeedHex.length === 0) throw new Error('the server seed is empty');
  return hexToBytes(serverSeedHex);
}
