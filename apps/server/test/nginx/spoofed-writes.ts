/**
 * One address that writes more than its per-IP budget while claiming, in
 * X-Forwarded-For and X-Real-IP, to be the other players. nginx replaces those
 * headers with the address it sees, so the API counts every write against the
 * sender: past the budget it gets 429, and no player it named loses a write.
 */
import { agentFrom, type Site, siteCall } from './site-client.ts';

export interface SpoofedWrites {
  sent: number;
  /** Answers other than 429 (the API's 400 or 401 to a session-less write: counted, then refused). */
  let: number;
  limited: number;
  /** No answer, or nginx's own error page. */
  gatewayFailures: number;
}

const WIDTH = 16;

/**
 * Sends session-less stake requests from `address`, 16 at a time, each naming
 * one of `claimed` as the client's address, until one is refused 429 or
 * `3 × budget` went out (so a machine too slow to send `budget` in one minute
 * still ends limited, in a later minute). Each is a state-changing call the
 * per-IP write budget counts before anything else looks at it.
 */
export async function sendSpoofedWrites(
  site: Site,
  address: string,
  claimed: readonly string[],
  budget: number,
): Promise<SpoofedWrites> {
  const agent = agentFrom(site, address, WIDTH);
  const result: SpoofedWrites = { sent: 0, let: 0, limited: 0, gatewayFailures: 0 };
  const more = () => result.limited === 0 && result.sent < 3 * budget;
  try {
    await Promise.all(
      Array.from({ length: WIDTH }, async () => {
        while (more()) {
          const pretended = claimed[result.sent % claimed.length] ?? '203.0.113.7';
          result.sent += 1;
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
          if (answer.status === 429) result.limited += 1;
          else if (answer.status === 0 || answer.status >= 502) result.gatewayFailures += 1;
          else result.let += 1;
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return result;
}
