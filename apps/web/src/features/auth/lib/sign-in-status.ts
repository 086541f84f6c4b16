import { useSyncExternalStore } from 'react';

/** The wallet address a sign-in is running for, if any. */
let signingFor: string | null = null;
const listeners = new Set<() => void>();

export function getSigningFor(): string | null {
  return signingFor;
}

export function setSigningFor(address: string | null): void {
  if (signingFor === address) return;
  signingFor = address;
  for (const listener of listeners) listener();
}

export function useSigningFor(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => signingFor,
    // Prerendered and hydrating: no sign-in runs (docs/architecture.md §6.5).
    () => null,
  );
}
