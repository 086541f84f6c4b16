import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { base58Encode } from '@wos/svm';
import { TOKEN_2022_PROGRAM_ADDRESS, uiTokenAmount } from '../token-layout.ts';
import { MEMO_PROGRAMS, memoText } from './message-facts.ts';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';

/** An instruction as jsonParsed writes it: parsed for the programs a node knows, raw for the others. */
export type ParsedInstructionJson =
  | { parsed: unknown; program: string; programId: string; stackHeight: number | null }
  | { accounts: string[]; data: string; programId: string; stackHeight: number | null };

type Parsed = { type: string; info: Record<string, unknown> } | string;
type Parser = (accounts: readonly string[], data: Buffer) => Parsed | undefined;

const PARSERS: ReadonlyMap<string, { program: string; parse: Parser }> = new Map([
  [SYSTEM_PROGRAM, { program: 'system', parse: parseSystem }],
  [TOKEN_PROGRAM_ADDRESS as string, { program: 'spl-token', parse: parseToken }],
  [TOKEN_2022_PROGRAM_ADDRESS as string, { program: 'spl-token', parse: parseToken }],
  [ASSOCIATED_TOKEN_PROGRAM, { program: 'spl-associated-token-account', parse: parseAssociatedToken }],
  ...MEMO_PROGRAMS.map((id) => [id, { program: 'spl-memo', parse: parseMemo }] as const),
]);

/**
 * What Solana's RPC parses (System transfers and account creation, SPL Token
 * transfers, mints, burns and account set-up, associated token accounts,
 * memos); anything else, or data it cannot read, as {programId, accounts, data}.
 */
export function parsedInstruction(
  programId: string,
  accounts: readonly string[],
  data: Uint8Array,
  stackHeight: number | null,
): ParsedInstructionJson {
  const parser = PARSERS.get(programId);
  const parsed = parser?.parse(accounts, Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  if (parser && parsed !== undefined) {
    return { parsed, program: parser.program, programId, stackHeight };
  }
  return { accounts: [...accounts], data: base58Encode(data), programId, stackHeight };
}

function parseSystem(accounts: readonly string[], data: Buffer): Parsed | undefined {
  if (data.length < 4) return undefined;
  const [first, second] = accounts;
  switch (data.readUInt32LE(0)) {
    case 0:
      if (data.length < 52 || !first || !second) return undefined;
      return {
        type: 'createAccount',
        info: {
          source: first,
          newAccount: second,
          lamports: data.readBigUInt64LE(4),
          space: data.readBigUInt64LE(12),
          owner: base58Encode(data.subarray(20, 52)),
        },
      };
    case 1:
      if (data.length < 36 || !first) return undefined;
      return { type: 'assign', info: { account: first, owner: base58Encode(data.subarray(4, 36)) } };
    case 2:
      if (data.length < 12 || !first || !second) return undefined;
      return {
        type: 'transfer',
        info: { source: first, destination: second, lamports: data.readBigUInt64LE(4) },
      };
    case 8:
      if (data.length < 12 || !first) return undefined;
      return { type: 'allocate', info: { account: first, space: data.readBigUInt64LE(4) } };
    default:
      return undefined;
  }
}

function parseToken(accounts: readonly string[], data: Buffer): Parsed | undefined {
  const [a0, a1, a2, a3] = accounts;
  switch (data[0]) {
    case 1:
      if (!a0 || !a1 || !a2 || !a3) return undefined;
      return { type: 'initializeAccount', info: { account: a0, mint: a1, owner: a2, rentSysvar: a3 } };
    case 3:
      if (data.length < 9 || !a0 || !a1 || !a2) return undefined;
      return {
        type: 'transfer',
        info: { source: a0, destination: a1, authority: a2, amount: data.readBigUInt64LE(1).toString() },
      };
    case 7:
      if (data.length < 9 || !a0 || !a1 || !a2) return undefined;
      return {
        type: 'mintTo',
        info: { mint: a0, account: a1, mintAuthority: a2, amount: data.readBigUInt64LE(1).toString() },
      };
    case 8:
      if (data.length < 9 || !a0 || !a1 || !a2) return undefined;
      return {
        type: 'burn',
        info: { account: a0, mint: a1, authority: a2, amount: data.readBigUInt64LE(1).toString() },
      };
    case 9:
      if (!a0 || !a1 || !a2) return undefined;
      return { type: 'closeAccount', info: { account: a0, destination: a1, owner: a2 } };
    case 12: {
      if (data.length < 10 || !a0 || !a1 || !a2 || !a3) return undefined;
      const amount = data.readBigUInt64LE(1);
      return {
        type: 'transferChecked',
        info: {
          source: a0,
          mint: a1,
          destination: a2,
          authority: a3,
          tokenAmount: uiTokenAmount(amount, data[9] ?? 0),
        },
      };
    }
    case 18:
      if (data.length < 33 || !a0 || !a1) return undefined;
      return {
        type: 'initializeAccount3',
        info: { account: a0, mint: a1, owner: base58Encode(data.subarray(1, 33)) },
      };
    case 20: {
      if (data.length < 35 || !a0) return undefined;
      const freezeAuthority = data[34] === 1 ? base58Encode(data.subarray(35, 67)) : undefined;
      return {
        type: 'initializeMint2',
        info: {
          mint: a0,
          decimals: data[1],
          mintAuthority: base58Encode(data.subarray(2, 34)),
          ...(freezeAuthority ? { freezeAuthority } : {}),
        },
      };
    }
    default:
      return undefined;
  }
}

function parseAssociatedToken(accounts: readonly string[], data: Buffer): Parsed | undefined {
  const [source, account, wallet, mint, systemProgram, tokenProgram] = accounts;
  if (!source || !account || !wallet || !mint || !systemProgram || !tokenProgram) return undefined;
  const type = data.length === 0 || data[0] === 0 ? 'create' : data[0] === 1 ? 'createIdempotent' : undefined;
  if (!type) return undefined;
  return { type, info: { source, account, wallet, mint, systemProgram, tokenProgram } };
}

function parseMemo(_accounts: readonly string[], data: Buffer): Parsed | undefined {
  return memoText(data);
}
