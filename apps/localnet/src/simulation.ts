import { type Address, type EncodedAccount, getAddressDecoder, getBase58Decoder } from '@solana/kit';
import { FailedTransactionMetadata, type SimulatedTransactionInfo, type TransactionMetadata } from 'litesvm';
import { describeError, type TransactionErrorJson } from './tx-error.ts';

/** What a simulation (or preflight) reports, in Solana's terms. */
export interface Simulation {
  err: TransactionErrorJson | null;
  /** Display text of `err`, for "Transaction simulation failed: …". */
  errText: string | undefined;
  logs: string[];
  unitsConsumed: bigint;
  returnData: { programId: string; data: [string, 'base64'] } | null;
  innerInstructions: InnerInstructionsJson[];
  /** Accounts as the transaction left them (simulation only). */
  postAccounts: Map<Address, EncodedAccount>;
}

export interface InnerInstructionsJson {
  index: number;
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[];
}

const addressDecoder = getAddressDecoder();
const base58 = getBase58Decoder();

/** A simulation that stopped before execution (expired blockhash, already processed). */
export function refusedSimulation(err: TransactionErrorJson, errText: string): Simulation {
  return {
    err,
    errText,
    logs: [],
    unitsConsumed: 0n,
    returnData: null,
    innerInstructions: [],
    postAccounts: new Map(),
  };
}

export function fromLiteSvm(result: SimulatedTransactionInfo | FailedTransactionMetadata): Simulation {
  if (result instanceof FailedTransactionMetadata) {
    const { json, text } = describeError(result.err());
    return { ...fromMeta(result.meta()), err: json, errText: text, postAccounts: new Map() };
  }
  const postAccounts = new Map<Address, EncodedAccount>();
  for (const account of result.postAccounts()) postAccounts.set(account.address, account);
  return { ...fromMeta(result.meta()), err: null, errText: undefined, postAccounts };
}

/** What an execution reported: logs, compute units, return data, inner instructions. */
export function fromMeta(meta: TransactionMetadata) {
  const returned = meta.returnData();
  const data = returned.data();
  return {
    logs: meta.logs(),
    unitsConsumed: meta.computeUnitsConsumed(),
    returnData:
      data.length === 0
        ? null
        : {
            programId: addressDecoder.decode(returned.programId()),
            data: [Buffer.from(data).toString('base64'), 'base64'] as [string, 'base64'],
          },
    innerInstructions: meta
      .innerInstructions()
      .map((instructions, index) => ({
        index,
        instructions: instructions.map((inner) => {
          const compiled = inner.instruction();
          return {
            programIdIndex: compiled.programIdIndex(),
            accounts: [...compiled.accounts()],
            data: base58.decode(compiled.data()),
            stackHeight: inner.stackHeight(),
          };
        }),
      }))
      .filter((entry) => entry.instructions.length > 0),
  };
}
