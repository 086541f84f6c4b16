import { generateKeyPairSigner, getAddressEncoder } from '@solana/kit';
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { describe, expect, it } from 'vitest';
import { findProgramAddressSync } from './pda.ts';
import { associatedTokenAddress } from './token.ts';

const encoder = getAddressEncoder();

describe('program addresses derived synchronously', () => {
  it("equal @solana/kit's derivation, address and bump, for random owners and mints", async () => {
    for (let i = 0; i < 200; i += 1) {
      const [owner, mint] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
      const [expected, expectedBump] = await findAssociatedTokenPda({
        owner: owner.address,
        mint: mint.address,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      });
      const seeds = [owner.address, TOKEN_PROGRAM_ADDRESS, mint.address].map(
        (value) => encoder.encode(value) as Uint8Array,
      );
      expect(findProgramAddressSync(seeds, ASSOCIATED_TOKEN_PROGRAM_ADDRESS)).toEqual([
        expected,
        expectedBump,
      ]);
      expect(await associatedTokenAddress(owner.address, mint.address)).toBe(expected);
    }
  });
});
