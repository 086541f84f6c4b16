import { MEMO_PROGRAM } from '@wos/svm';
import type { MessageView } from './message-view.ts';

export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
const SET_COMPUTE_UNIT_PRICE = 3;
export const MEMO_V1_PROGRAM = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo';
export const MEMO_PROGRAMS: readonly string[] = [MEMO_V1_PROGRAM, MEMO_PROGRAM];

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The memo program's text, or undefined when the bytes are not UTF-8 (Solana shows "(unparseable)"). */
export function memoText(data: Uint8Array): string | undefined {
  try {
    return utf8.decode(data);
  } catch {
    return undefined;
  }
}

/** getSignaturesForAddress's memo: "[length] text" per memo instruction, joined by "; ", or null. */
export function memoField(message: MessageView): string | null {
  const memos: string[] = [];
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programIdIndex];
    if (program === undefined || !MEMO_PROGRAMS.includes(program)) continue;
    memos.push(`[${instruction.data.length}] ${memoText(instruction.data) ?? '(unparseable)'}`);
  }
  return memos.length === 0 ? null : memos.join('; ');
}

/** The micro-lamports per compute unit a ComputeBudget SetComputeUnitPrice asks (the last one), 0 without. */
export function computeUnitPrice(message: MessageView): bigint {
  let price = 0n;
  for (const instruction of message.instructions) {
    if (message.staticAccounts[instruction.programIdIndex] !== COMPUTE_BUDGET_PROGRAM) continue;
    const data = instruction.data;
    if (data[0] !== SET_COMPUTE_UNIT_PRICE || data.length < 9) continue;
    price = Buffer.from(data.buffer, data.byteOffset, data.byteLength).readBigUInt64LE(1);
  }
  return price;
}
