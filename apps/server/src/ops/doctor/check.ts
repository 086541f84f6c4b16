import type { DatabaseHandle } from '../../db/database.ts';
import type { AppConfig } from '../../platform/config.ts';
import type { DoctorRpc } from './rpc.ts';

export type CheckStatus = 'ok' | 'warn' | 'fail';

/** One line of the doctor's report. `detail` and `fix` never contain a secret. */
export interface CheckResult {
  name: string;
  status: CheckStatus;
  detail: string;
  /** What the operator does about a warn or a fail. */
  fix?: string;
}

/** What the checks read: the parsed configuration and, over JSON-RPC, the node. */
export interface DoctorContext {
  config: AppConfig;
  /** The node, when SOLANA_RPC_URL is set; undefined on the embedded chain. */
  rpc: DoctorRpc | undefined;
  /** Set by the RPC check: false when the node did not answer (the chain checks then say so once). */
  rpcAnswered: boolean;
  /**
   * The game's database: the one npm start opened, or PostgreSQL the doctor
   * connected to (applying nothing), or why it could not; undefined for an
   * embedded PGlite directory the doctor leaves closed (a running server may hold it).
   */
  database: { handle: DatabaseHandle } | { error: string } | undefined;
}

/** One check of the list: one or more lines (the pools give one per pool). */
export interface DoctorCheck {
  name: string;
  run(context: DoctorContext): Promise<CheckResult[]>;
}

export const ok = (name: string, detail: string): CheckResult => ({ name, status: 'ok', detail });
export const warn = (name: string, detail: string, fix: string): CheckResult => ({
  name,
  status: 'warn',
  detail,
  fix,
});
export const fail = (name: string, detail: string, fix: string): CheckResult => ({
  name,
  status: 'fail',
  detail,
  fix,
});

/** An error's message for a report line: first line only, so a stack or a long body stays out. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]?.slice(0, 200) ?? 'unknown error';
}

/** A chain check the failed RPC check leaves unread: a warn, since the RPC line is the failure. */
export function notRead(name: string, what: string): CheckResult {
  return warn(name, `${what} not read: the RPC did not answer`, 'fix the rpc check first');
}
