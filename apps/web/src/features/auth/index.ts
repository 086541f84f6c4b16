// What other features may import from auth: who is signed in.
export { type AuthPhase, type AuthState, useAuth } from './lib/useAuth.ts';
