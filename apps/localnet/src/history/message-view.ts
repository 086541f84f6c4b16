import type { Address, CompiledTransactionMessage } from '@solana/kit';

/** One instruction of a message: the program's index, the accounts' indexes, the data. */
export interface InstructionView {
  programIdIndex: number;
  accounts: readonly number[];
  data: Uint8Array;
}

export interface LookupView {
  accountKey: Address;
  writableIndexes: readonly number[];
  readonlyIndexes: readonly number[];
}

/** A legacy or v0 message in the terms Solana's JSON-RPC writes it. */
export interface MessageView {
  version: 'legacy' | 0;
  header: {
    numRequiredSignatures: number;
    numReadonlySignedAccounts: number;
    numReadonlyUnsignedAccounts: number;
  };
  staticAccounts: readonly Address[];
  instructions: readonly InstructionView[];
  recentBlockhash: string;
  lookups: readonly LookupView[];
}

const EMPTY = new Uint8Array(0);

export function messageView(message: CompiledTransactionMessage & { lifetimeToken?: string }): MessageView {
  if (!('instructions' in message)) throw new Error(`transaction version ${message.version} is not served`);
  const lookups = 'addressTableLookups' in message ? (message.addressTableLookups ?? []) : [];
  return {
    version: message.version === 0 ? 0 : 'legacy',
    header: {
      numRequiredSignatures: message.header.numSignerAccounts,
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
    },
    staticAccounts: message.staticAccounts,
    instructions: message.instructions.map((instruction) => ({
      programIdIndex: instruction.programAddressIndex,
      accounts: instruction.accountIndices ?? [],
      data: (instruction.data as Uint8Array | undefined) ?? EMPTY,
    })),
    recentBlockhash: message.lifetimeToken ?? '',
    lookups: lookups.map((lookup) => ({
      accountKey: lookup.lookupTableAddress,
      writableIndexes: lookup.writableIndexes,
      readonlyIndexes: lookup.readonlyIndexes,
    })),
  };
}

/** The header's counts, enough to tell signers and writable accounts apart. */
export interface AccountRoles {
  numRequiredSignatures: number;
  numReadonlySignedAccounts: number;
  numReadonlyUnsignedAccounts: number;
  staticCount: number;
  loadedWritableCount: number;
}

export function isSigner(roles: AccountRoles, index: number): boolean {
  return index < roles.numRequiredSignatures;
}

/** Writable as the message asks (a runtime demotes program ids and reserved accounts on top). */
export function isWritable(roles: AccountRoles, index: number): boolean {
  if (index < roles.numRequiredSignatures) {
    return index < roles.numRequiredSignatures - roles.numReadonlySignedAccounts;
  }
  if (index < roles.staticCount) return index < roles.staticCount - roles.numReadonlyUnsignedAccounts;
  return index < roles.staticCount + roles.loadedWritableCount;
}
