import { commitmentOf, drawPackOutcome, type PackProofView, packTypeById } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { checkProof, describeProof } from './proof-view.ts';

const SERVER_SEED = 'a1'.repeat(32);
const PACK_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

function openedProof(assetType: 'farmer' | 'hero' = 'farmer'): PackProofView {
  const type = packTypeById(`${assetType}-premium`)!;
  const clientSeed = 'player seed';
  return {
    packId: PACK_ID,
    packTypeId: type.id,
    assetType,
    opened: true,
    commitment: commitmentOf(SERVER_SEED),
    serverSeed: SERVER_SEED,
    clientSeed,
    rarityChances: type.rarityChances,
    outcome: drawPackOutcome({
      serverSeedHex: SERVER_SEED,
      clientSeed,
      packId: PACK_ID,
      rarityChances: type.rarityChances,
      assetType,
    }),
  };
}

describe('pack proofs in the browser', () => {
  it('verify an honest opening and name what it gave', () => {
    const proof = openedProof();
    const shown = describeProof(proof);
    expect(shown.verdict).toEqual({ status: 'verified' });
    expect(shown.entryName).toMatch(/\w/);
    expect(shown.itemName).toBeNull();
    const hero = describeProof(openedProof('hero'));
    expect(hero.verdict).toEqual({ status: 'verified' });
    expect(hero.itemName).toMatch(/\w/);
  });

  it('fail when the client seed was changed after opening', () => {
    const verdict = checkProof({ ...openedProof(), clientSeed: 'another seed' });
    // The verifier compares outcomes: these fixed seeds draw different farmers, so it must refuse.
    expect(verdict.status).toBe('failed');
  });

  it('fail when the server seed does not match the commitment', () => {
    const verdict = checkProof({ ...openedProof(), serverSeed: 'b2'.repeat(32) });
    expect(verdict).toMatchObject({ status: 'failed' });
    expect(verdict.status === 'failed' && verdict.reason).toMatch(/commitment/);
  });

  it('call an unopened pack sealed', () => {
    expect(checkProof({ ...openedProof(), opened: false, serverSeed: null, outcome: null })).toEqual({
      status: 'sealed',
    });
  });
});
