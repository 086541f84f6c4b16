import { randomBytes, randomUUID } from 'node:crypto';
import { commitmentOf, type PackType } from '@wos/shared';
import type { Database } from '../../db/database.ts';
import type { PackRow, PacksRepo } from './repo.ts';

export interface NewPack {
  /** The pack's id; one is drawn when absent. */
  id?: string;
  owner: string;
  packType: PackType;
  /** Null for a free pack. */
  paidToken: 'SOL' | 'WLO' | null;
  paidAmount: bigint;
  intentId: string | null;
  voucherId: string | null;
  createdAt: Date;
}

/**
 * Creates an owned pack with its secret: a fresh 32-byte server seed from the
 * CSPRNG, of which only the commitment sha256(serverSeed) is shown until the
 * pack is opened. The rarity chances are fixed now, as promised at purchase.
 */
export async function createPack(repo: PacksRepo, tx: Database, input: NewPack): Promise<PackRow> {
  return repo.insertPack(newPackRow(input), tx);
}

/** The row of a new owned pack, its secret drawn (createPack stores it; a batch may instead, packStatements). */
export function newPackRow(input: NewPack) {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    id: input.id ?? randomUUID(),
    owner: input.owner,
    packTypeId: input.packType.id,
    assetType: input.packType.assetType,
    status: 'owned' as const,
    serverSeed,
    commitment: commitmentOf(serverSeed),
    rarityChances: { ...input.packType.rarityChances },
    paidToken: input.paidToken,
    paidAmount: input.paidAmount,
    intentId: input.intentId,
    voucherId: input.voucherId,
    createdAt: input.createdAt,
  };
}
