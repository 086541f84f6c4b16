import { apiRequest } from '../../../lib/api/client.ts';
import { sharedContract } from '../../../lib/api/lazy-contract.ts';

// The shell signs in from the first load: the contracts are imported with the first call.
const connectResponse = sharedContract('connectResponse');
const signInMessageResponse = sharedContract('signInMessageResponse');
const sessionResponse = sharedContract('sessionResponse');
const currentSessionResponse = sharedContract('currentSessionResponse');
const successResponse = sharedContract('successResponse');

// The sign-in calls need no session and send none (an expired one would only be noise).

export function connectWallet(walletAddress: string) {
  return apiRequest('/auth/connect', {
    method: 'POST',
    body: { walletAddress },
    schema: connectResponse,
    authToken: null,
  });
}

export function fetchSignInMessage(walletAddress: string) {
  return apiRequest(`/auth/message/${encodeURIComponent(walletAddress)}`, {
    schema: signInMessageResponse,
    authToken: null,
  });
}

/** `nonce` names the message signed, so other asks for the same wallet cannot crowd it out. */
export function submitSignature(walletAddress: string, signature: string, nonce: string) {
  return apiRequest('/auth/sign', {
    method: 'POST',
    body: { walletAddress, signature, nonce },
    schema: sessionResponse,
    authToken: null,
  });
}

export function fetchCurrentSession() {
  return apiRequest('/auth/session', { schema: currentSessionResponse });
}

/** Revokes a session on the server; `token` names it when the page has already forgotten it. */
export function logout(token?: string) {
  return apiRequest('/auth/logout', {
    method: 'POST',
    body: {},
    schema: successResponse,
    ...(token === undefined ? {} : { authToken: token }),
  });
}
