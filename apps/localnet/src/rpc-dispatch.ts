import { toJson } from './json.ts';
import type { Ledger } from './ledger.ts';
import { rpcMethods } from './methods/index.ts';
import { RPC_CODES, RpcError } from './rpc-error.ts';

type Id = string | number | null;

interface Response {
  jsonrpc: '2.0';
  id: Id;
  result?: unknown;
  error?: ReturnType<RpcError['toJson']>;
}

/**
 * One JSON-RPC 2.0 body (a request or a batch) to its answer's text, or
 * undefined when it held only notifications (requests without an id).
 */
export async function answerRpcBody(body: string, ledger: Ledger, onError?: (error: unknown) => void) {
  let request: unknown;
  try {
    request = JSON.parse(body);
  } catch {
    return toJson(failure(null, new RpcError(RPC_CODES.parseError, 'Parse error')));
  }
  if (Array.isArray(request)) {
    if (request.length === 0)
      return toJson(failure(null, new RpcError(RPC_CODES.invalidRequest, 'Invalid request')));
    const answers = await Promise.all(request.map((one) => answerOne(one, ledger, onError)));
    const sent = answers.filter((answer): answer is Response => answer !== undefined);
    return sent.length === 0 ? undefined : toJson(sent);
  }
  const answer = await answerOne(request, ledger, onError);
  return answer === undefined ? undefined : toJson(answer);
}

async function answerOne(
  request: unknown,
  ledger: Ledger,
  onError?: (error: unknown) => void,
): Promise<Response | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return failure(null, new RpcError(RPC_CODES.invalidRequest, 'Invalid request'));
  }
  const { jsonrpc, method, params, id } = request as Record<string, unknown>;
  const validId = id === undefined || id === null || typeof id === 'string' || typeof id === 'number';
  if (jsonrpc !== '2.0' || typeof method !== 'string' || !validId) {
    return failure(
      validId ? ((id as Id | undefined) ?? null) : null,
      new RpcError(RPC_CODES.invalidRequest, 'Invalid request'),
    );
  }
  const isNotification = id === undefined;
  const answerId = (id as Id | undefined) ?? null;
  const handler = rpcMethods.get(method);
  if (!handler)
    return isNotification
      ? undefined
      : failure(answerId, new RpcError(RPC_CODES.methodNotFound, 'Method not found'));
  if (params !== undefined && params !== null && !Array.isArray(params)) {
    return failure(
      answerId,
      new RpcError(RPC_CODES.invalidParams, 'Invalid params: invalid type: map, expected a sequence'),
    );
  }
  try {
    const result = await handler((params as unknown[] | undefined) ?? [], ledger);
    return isNotification ? undefined : { jsonrpc: '2.0', result, id: answerId };
  } catch (error) {
    if (error instanceof RpcError) return isNotification ? undefined : failure(answerId, error);
    onError?.(error);
    return isNotification
      ? undefined
      : failure(answerId, new RpcError(RPC_CODES.internalError, 'Internal error'));
  }
}

function failure(id: Id, error: RpcError): Response {
  return { jsonrpc: '2.0', error: error.toJson(), id };
}
