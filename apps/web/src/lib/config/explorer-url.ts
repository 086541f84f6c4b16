/**
 * A transaction's page in the block explorer of the network the server runs: GET /config's
 * `explorerTxUrl` with `{signature}` replaced. Null until the configuration is known.
 */
export function explorerTxUrl(pattern: string | undefined, signature: string): string | null {
  return pattern ? pattern.replace('{signature}', encodeURIComponent(signature)) : null;
}
