// What other features may import from auth: who is signed in.

// For the app shell (already in the home bundle): session upkeep and the mismatch banner.
export { SessionMismatchBanner } from './components/SessionMismatchBanner.tsx';
export { SessionSync } from './components/SessionSync.tsx';
export { type AuthPhase, type AuthState, useAuth } from './lib/useAuth.ts';
