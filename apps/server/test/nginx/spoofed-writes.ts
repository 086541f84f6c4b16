/**
 * One address that writes more than its per-IP budget while claiming, in
 * X-Forwarded-For and X-Real-IP, to be the other players. nginx replaces those
 * headers with the address it sees, so the API counts every write against the
 * sender: past the budget it gets 429, and no player it named loses a write.
 */
import { eachLimited } from '../cluster/each-limited.ts';
import { agentFrom, type Site, siteCall } from './site-client.ts';

export interface SpoofedWrites {
  sent: number;
  /** Answers other than 429 (the API's 401 to a write without a session: counted, then refused). */
  let: number;
  limited: number;
  /** No answer, or nginx's own error page (a process killed meanwhile). */
  gatewayFailures: number;
}

/**
 * Sends `count` session-less stake requests from `address` (8 at a time), each
 * naming one of `claimed` as the client's address. Each is a state-changing
 * call the per-IP write budget counts before anything else looks at it.
 */
export async function sendSpoofedWrites(
  site: Site,
  address: string,
  claimed: readonly string[],
  count: number,
): Promise<SpoofedWrites> {
  const agent = agentFrom(site, address);
  const result: SpoofedWrites = { sent: 0, let: 0, limited: 0, gatewayFailures: 0 };
  try {
    await eachLimited(
      Array.from({ length: count }, (_, index) => claimed[index % claimed.length] ?? '203.0.113.7'),
      8,
      async (pretended) => {
        const answer = await siteCall(
          site,
          agent,
          'POST',
          '/staking/v2/stake',
          {},
          {
            'x-forwarded-for': pretended,
            'x-real-ip': pretended,
          },
        );
        result.sent += 1;
        if (answer.status === 429) result.limited += 1;
        else if (answer.status === 0 || answer.status >= 502) result.gatewayFailures += 1;
        else result.let += 1;
      },
    );
  } finally {
    agent.destroy();
  }
  return result;
}
