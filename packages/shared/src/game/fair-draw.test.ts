import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DRAW_RARITIES, type DrawRarity } from './draw-rarities.ts';
import {
  commitmentOf,
  drawPackOutcome,
  drawRoll,
  type PackDrawInput,
  type PackOutcome,
  type PackProof,
  verifyPackProof,
} from './fair-draw.ts';
import { FARMER_CATALOGUE } from './farmers.ts';
import { HERO_CATALOGUE } from './heroes.ts';
import { ITEM_CATALOGUE } from './items.ts';
import { PACK_TYPES, type PackType, packTypeById } from './packs.ts';

/** The published function, written again from its description with node:crypto. */
function referenceOutcome(input: PackDrawInput): PackOutcome {
  const roll = createHmac('sha256', Buffer.from(input.serverSeedHex, 'hex'))
    .update(`${input.clientSeed}:${input.packId}`, 'utf8')
    .digest();
  const fraction = roll.readUIntBE(0, 6) / 2 ** 48;
  let cumulative = 0;
  let rarity: DrawRarity | undefined;
  for (const candidate of DRAW_RARITIES) {
    if (input.rarityChances[candidate] === 0) continue;
    cumulative += input.rarityChances[candidate];
    rarity = candidate;
    if (fraction < cumulative) break;
  }
  if (!rarity) throw new Error('no rarity');
  const catalogue = input.assetType === 'farmer' ? FARMER_CATALOGUE : HERO_CATALOGUE;
  const ofRarity = catalogue.filter((entry) => entry.rarity === rarity);
  return {
    rarity,
    entryId: ofRarity[roll.readUInt32BE(6) % ofRarity.length]?.id ?? 'missing',
    itemId: input.assetType === 'hero' ? (ITEM_CATALOGUE[roll.readUInt32BE(10) % 11]?.id ?? 'missing') : null,
  };
}

function pack(id: string): PackType {
  const found = packTypeById(id);
  if (!found) throw new Error(`no pack type ${id}`);
  return found;
}

function inputFor(
  packType: PackType,
  serverSeedHex: string,
  clientSeed: string,
  packId: string,
): PackDrawInput {
  return {
    serverSeedHex,
    clientSeed,
    packId,
    rarityChances: packType.rarityChances,
    assetType: packType.assetType,
  };
}

function proofOf(input: PackDrawInput): PackProof {
  return { ...input, commitment: commitmentOf(input.serverSeedHex), outcome: drawPackOutcome(input) };
}

// Seed bytes 00 01 … 1f, client seed 'warlord', pack 'pack-0001'. The roll
// (from node:crypto) starts cccbfe730fe9 3ab9031d 5ed61a93:
//   rarity fraction 0xcccbfe730fe9 / 2^48 = 0.79998770…  (just under basic's 0.8)
//   entry  index    0x3ab9031d = 985203485  (mod 2 = 1, mod 3 = 2)
//   item   index    0x5ed61a93 = 1591089811 (mod 11 = 3 → nanoweave-vest)
const VECTOR_SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const VECTOR_ROLL = 'cccbfe730fe93ab9031d5ed61a937921c592956c968d5ed3dd8f5f690777a66b';

describe('the provably fair draw', () => {
  it('matches a fixed test vector', () => {
    expect(Buffer.from(drawRoll(VECTOR_SEED, 'warlord', 'pack-0001')).toString('hex')).toBe(VECTOR_ROLL);
    expect(commitmentOf(VECTOR_SEED)).toBe(
      '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    );
    // sha256 of 32 zero bytes, a well-known digest
    expect(commitmentOf('00'.repeat(32))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
    const outcomes = Object.fromEntries(
      PACK_TYPES.map((p) => [p.id, drawPackOutcome(inputFor(p, VECTOR_SEED, 'warlord', 'pack-0001'))]),
    );
    expect(outcomes).toEqual({
      'farmer-basic': { rarity: 'common', entryId: 'cyber-harvester', itemId: null },
      'farmer-premium': { rarity: 'rare', entryId: 'quantum-collector', itemId: null },
      'farmer-legendary': { rarity: 'epic', entryId: 'neuro-cultivator', itemId: null },
      'hero-basic': { rarity: 'common', entryId: 'static-scout', itemId: 'nanoweave-vest' },
      'hero-premium': { rarity: 'rare', entryId: 'chrome-sentinel', itemId: 'nanoweave-vest' },
      'hero-legendary': { rarity: 'epic', entryId: 'plasma-knight', itemId: 'nanoweave-vest' },
    });
  });

  it('is HMAC-SHA256(serverSeed, clientSeed:packId) as node:crypto computes it, and maps it as published', () => {
    const clientSeeds = ['', 'my lucky seed', 'ünïcødé ⚔️ 🌾', 'a:b:c', randomBytes(40).toString('base64')];
    for (let i = 0; i < 1000; i++) {
      const serverSeedHex = randomBytes(32).toString('hex');
      const clientSeed = clientSeeds[i % clientSeeds.length] ?? '';
      const packId = `pack-${i}-${randomBytes(4).toString('hex')}`;
      const expectedRoll = createHmac('sha256', Buffer.from(serverSeedHex, 'hex'))
        .update(`${clientSeed}:${packId}`, 'utf8')
        .digest('hex');
      expect(Buffer.from(drawRoll(serverSeedHex, clientSeed, packId)).toString('hex')).toBe(expectedRoll);
      expect(commitmentOf(serverSeedHex)).toBe(
        createHash('sha256').update(Buffer.from(serverSeedHex, 'hex')).digest('hex'),
      );
      const packType = PACK_TYPES[i % PACK_TYPES.length] ?? pack('hero-basic');
      const input = inputFor(packType, serverSeedHex, clientSeed, packId);
      expect(drawPackOutcome(input)).toEqual(referenceOutcome(input));
    }
  });

  it('gives farmer packs a farmer and no item, hero packs a hero and an item, of the drawn rarity', () => {
    for (let i = 0; i < 500; i++) {
      const seed = randomBytes(32).toString('hex');
      const farmer = drawPackOutcome(inputFor(pack('farmer-premium'), seed, '', `p${i}`));
      expect(FARMER_CATALOGUE.find((f) => f.id === farmer.entryId)?.rarity).toBe(farmer.rarity);
      expect(farmer.itemId).toBeNull();
      const hero = drawPackOutcome(inputFor(pack('hero-premium'), seed, '', `p${i}`));
      expect(HERO_CATALOGUE.find((h) => h.id === hero.entryId)?.rarity).toBe(hero.rarity);
      expect(ITEM_CATALOGUE.some((item) => item.id === hero.itemId)).toBe(true);
    }
  });

  it('never draws a rarity whose chance is 0, even at the very ends of the roll range', () => {
    // A legendary pack never gives common; a basic pack never gives legendary.
    for (let i = 0; i < 2000; i++) {
      const seed = randomBytes(32).toString('hex');
      expect(drawPackOutcome(inputFor(pack('hero-legendary'), seed, 'x', `p${i}`)).rarity).not.toBe('common');
      expect(drawPackOutcome(inputFor(pack('farmer-basic'), seed, 'x', `p${i}`)).rarity).not.toBe(
        'legendary',
      );
    }
    // Chances a hair under 1 in total (float rounding): the last possible rarity takes the top of the range.
    const shortChances = { common: 0.1, rare: 0.2, epic: 0.3, legendary: 0 };
    const outcomes = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const seed = randomBytes(32).toString('hex');
      outcomes.add(
        drawPackOutcome({
          serverSeedHex: seed,
          clientSeed: '',
          packId: `${i}`,
          rarityChances: shortChances,
          assetType: 'hero',
        }).rarity,
      );
    }
    expect(outcomes).toEqual(new Set(['common', 'rare', 'epic']));
  });

  it('refuses an empty or malformed server seed', () => {
    expect(() => drawRoll('', 'x', 'p')).toThrow();
    expect(() => drawRoll('abc', 'x', 'p')).toThrow();
    expect(() => commitmentOf('zz'.repeat(32))).toThrow();
  });
});

describe('verifyPackProof', () => {
  const serverSeedHex = randomBytes(32).toString('hex');
  const honest = proofOf(inputFor(pack('hero-premium'), serverSeedHex, 'player seed', 'pack-42'));

  it('accepts an honest proof, with the commitment in either case', () => {
    expect(verifyPackProof(honest)).toEqual({ ok: true });
    expect(verifyPackProof({ ...honest, commitment: honest.commitment.toUpperCase() })).toEqual({ ok: true });
  });

  it('fails when the client seed was changed (unless that seed happens to give the same outcome)', () => {
    let failures = 0;
    for (let i = 0; i < 50; i++) {
      const changed = { ...honest, clientSeed: `player seed ${i}` };
      const sameOutcome = JSON.stringify(drawPackOutcome(changed)) === JSON.stringify(honest.outcome);
      const verdict = verifyPackProof(changed);
      expect(verdict.ok).toBe(sameOutcome);
      if (!verdict.ok) {
        failures++;
        expect(verdict.reason).toMatch(/rarity|entryId|itemId/);
      }
    }
    expect(failures).toBeGreaterThan(0);
  });

  it('fails when the revealed server seed is not the one committed to', () => {
    const verdict = verifyPackProof({ ...honest, serverSeedHex: randomBytes(32).toString('hex') });
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toMatch(/commitment/);
    // A seed and commitment swapped together still fail: the outcome no longer follows.
    const otherSeed = randomBytes(32).toString('hex');
    const swapped = { ...honest, serverSeedHex: otherSeed, commitment: commitmentOf(otherSeed) };
    expect(verifyPackProof(swapped).ok).toBe(
      JSON.stringify(drawPackOutcome(swapped)) === JSON.stringify(honest.outcome),
    );
  });

  it('fails on a tampered outcome and on a seed that is not hex, without throwing', () => {
    const otherHero = HERO_CATALOGUE.find((hero) => hero.id !== honest.outcome.entryId)?.id ?? '';
    expect(verifyPackProof({ ...honest, outcome: { ...honest.outcome, entryId: otherHero } }).ok).toBe(false);
    expect(verifyPackProof({ ...honest, outcome: { ...honest.outcome, itemId: null } }).ok).toBe(false);
    const malformed = verifyPackProof({ ...honest, serverSeedHex: 'not hex' });
    expect(malformed.ok).toBe(false);
    if (!malformed.ok) expect(malformed.reason).toMatch(/cannot recompute/);
  });
});
