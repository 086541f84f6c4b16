import { addressParam } from './methods/params.ts';
import { RPC_CODES, RpcError } from './rpc-error.ts';

/** A logsSubscribe: every transaction, or those that name one address. */
export interface LogsWatcher {
  mentions?: string;
}

/** logsSubscribe's filter: "all", "allWithVotes" (this node has no votes) or {mentions: [one address]}. */
export function logsFilter(filter: unknown): LogsWatcher {
  if (filter === 'all' || filter === 'allWithVotes') return {};
  const mentions = (filter as { mentions?: unknown } | null)?.mentions;
  if (typeof filter === 'object' && filter !== null && Array.isArray(mentions)) {
    if (mentions.length !== 1) {
      throw new RpcError(RPC_CODES.invalidParams, 'Invalid Request: Only 1 address supported');
    }
    return { mentions: addressParam(mentions[0]) };
  }
  throw new RpcError(
    RPC_CODES.invalidParams,
    'Invalid params: unknown variant, expected one of `all`, `allWithVotes`, `mentions`',
  );
}
