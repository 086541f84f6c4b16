/** Who may call: no valid session (401), or a session of another wallet (403). */
export const AUTH_ERRORS = {
  UNAUTHORIZED: 'Sign in with your wallet first',
  FORBIDDEN: 'This session belongs to another wallet',
} as const;
