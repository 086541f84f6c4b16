import { type Address, createNoopSigner, type Instruction, type TransactionSigner } from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToCheckedInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { WLO_DECIMALS } from '@wos/shared';
import { addressToBytes, MEMO_PROGRAM } from '@wos/svm';
import { findProgramAddressSync } from './pda.ts';

const TOKEN_PROGRAM_BYTES = addressToBytes(TOKEN_PROGRAM_ADDRESS);

/**
 * The answer never changes, and payout batches ask for the same owners several times. Up
 * to 200,000 owners (a weekly distribution's wallets, about 30 MB) are kept; past that the
 * oldest go first, so a long run over many wallets never empties the whole cache at once.
 */
const ataCache = new Map<string, Address>();
const ATA_CACHE_LIMIT = 200_000;

export async function associatedTokenAddress(owner: Address, mint: Address): Promise<Address> {
  return associatedTokenAddressSync(owner, mint);
}

/** The associated token account's 32 bytes (what a transaction built byte by byte needs). */
export function associatedTokenAccountBytes(owner: Address, mint: Address): Uint8Array {
  return addressToBytes(associatedTokenAddressSync(owner, mint));
}

export function associatedTokenAddressSync(owner: Address, mint: Address): Address {
  const key = `${owner}:${mint}`;
  const cached = ataCache.get(key);
  if (cached) return cached;
  const [ata] = findProgramAddressSync(
    [addressToBytes(owner), TOKEN_PROGRAM_BYTES, addressToBytes(mint)],
    ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  );
  if (ataCache.size >= ATA_CACHE_LIMIT) {
    const oldest = ataCache.keys().next();
    if (!oldest.done) ataCache.delete(oldest.value);
  }
  ataCache.set(key, ata);
  return ata;
}

/** A memo; each of `signers` must sign the transaction (the memo program checks it). */
export function memoInstruction(memo: string, signers: readonly Address[] = []): Instruction {
  // Named only: whoever holds the key signs the compiled transaction later.
  const named = signers.map((signer) => createNoopSigner(signer));
  return getAddMemoInstruction({ memo, signers: named }, { programAddress: MEMO_PROGRAM });
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
