/** A JSON-RPC error with the code and message a Solana node answers with. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }

  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export const RPC_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Solana: preflight simulation failed (also blockhash not found, already processed). */
  preflightFailure: -32002,
  signatureVerificationFailure: -32003,
  minContextSlotNotReached: -32016,
  /** Solana: a block older than the node's first available block. */
  blockCleanedUp: -32001,
  /** Solana: a block the node has not produced (yet). */
  blockNotAvailable: -32004,
  unsupportedTransactionVersion: -32015,
} as const;

export const invalidParams = (message: string) => new RpcError(RPC_CODES.invalidParams, message);

/** "Invalid param: …", the form Solana uses for a parameter it understood but refuses. */
export const invalidParam = (reason: string) => invalidParams(`Invalid param: ${reason}`);
