import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { apiFetch } from './client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it("fails a request that got no answer with status 0 and 'Network Error', on every browser", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const failure = await apiFetch('/marketplace/listings/abc', { method: 'PUT', authToken: null }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, message: 'Network Error' });
  });
});
