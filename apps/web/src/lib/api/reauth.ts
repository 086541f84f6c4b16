/**
 * What the API client does when an authenticated call answers 401 (the session expired or
 * was revoked): the auth feature registers a handler that signs in again with the connected
 * wallet. Concurrent 401s share one attempt.
 */
export type Reauthenticator = () => Promise<boolean>;

let handler: Reauthenticator | null = null;
let running: Promise<boolean> | null = null;

export function setReauthenticator(next: Reauthenticator | null): void {
  handler = next;
}

/** Runs the registered sign-in once (shared by every caller waiting at the same time). */
export function reauthenticate(): Promise<boolean> {
  if (!handler) return Promise.resolve(false);
  const run = handler;
  running ??= run()
    .catch((error: unknown) => {
      console.error(error);
      return false;
    })
    .finally(() => {
      running = null;
    });
  return running;
}
