/**
 * Calls one of the local node's own methods (`wos_setUnixTime`,
 * `wos_warpSlots`, …), which kit's typed client does not know. Throws with
 * the node's message when it refuses.
 */
export async function callNodeExtra(
  url: string,
  method: `wos_${string}`,
  params: unknown[],
  signal?: AbortSignal,
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    ...(signal ? { signal } : {}),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (!response.ok || body.error)
    throw new Error(`${method}: ${body.error?.message ?? `HTTP ${response.status}`}`);
  return body.result;
}
