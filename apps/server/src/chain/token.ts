import type { Address, Instruction, TransactionSigner } from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToCheckedInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { WLO_DECIMALS } from '@wos/shared';
import { MEMO_PROGRAM } from './programs.ts';

/** Derivation costs milliseconds (an off-curve check per bump); the answer never changes. */
const ataCache = new Map<string, Address>();
const ATA_CACHE_LIMIT = 50_000;

export async function associatedTokenAddress(owner: Address, mint: Address): Promise<Address> {
  const key = `${owner}:${mint}`;
  const cached = ataCache.get(key);
  if (cached) return cached;
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  if (ataCache.size >= ATA_CACHE_LIMIT) ataCache.clear();
  ataCache.set(key, ata);
  return ata;
}

export function memoInstruction(memo: string): Instruction {
  return getAddMemoInstruction({ memo }, { programAddress: MEMO_PROGRAM });
}

export interface WloTransfer {
  mint: Address;
  from: TransactionSigner;
  to: Address;
  amount: bigint;
  /** Pays for the destination token account when it does not exist yet. */
  payer: TransactionSigner;
}

/** Creates the destination token account if needed, then moves WLO with decimals checked. */
export async function wloTransferInstructions(transfer: WloTransfer): Promise<Instruction[]> {
  const [source, destination] = await Promise.all([
    associatedTokenAddress(transfer.from.address, transfer.mint),
    associatedTokenAddress(transfer.to, transfer.mint),
  ]);
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: transfer.payer,
      ata: destination,
      owner: transfer.to,
      mint: transfer.mint,
    }),
    getTransferCheckedInstruction({
      source,
      mint: transfer.mint,
      destination,
      authority: transfer.from,
      amount: transfer.amount,
      decimals: WLO_DECIMALS,
    }),
  ];
}

/** Creates the owner's WLO account if needed and mints `amount` into it (0: only the account). */
export async function wloMintInstructions(
  mint: Address,
  authority: TransactionSigner,
  owner: Address,
  amount: bigint,
): Promise<Instruction[]> {
  const ata = await associatedTokenAddress(owner, mint);
  const instructions: Instruction[] = [
    getCreateAssociatedTokenIdempotentInstruction({ payer: authority, ata, owner, mint }),
  ];
  if (amount > 0n) {
    instructions.push(
      getMintToCheckedInstruction({
        mint,
        token: ata,
        mintAuthority: authority,
        amount,
        decimals: WLO_DECIMALS,
      }),
    );
  }
  return instructions;
}
