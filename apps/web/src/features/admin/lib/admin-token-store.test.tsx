// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearAdminToken, saveAdminToken, useAdminToken } from './admin-token-store.ts';

describe('the admin token', () => {
  it('is kept in session storage only, and forgotten with the reason', () => {
    const { result } = renderHook(() => useAdminToken());
    act(() => saveAdminToken('token-1'));
    expect(result.current).toEqual({ token: 'token-1', notice: null });
    expect(sessionStorage.getItem('wos.adminToken')).toBe('token-1');
    expect(localStorage.getItem('wos.adminToken')).toBeNull();

    act(() => clearAdminToken('refused'));
    expect(result.current).toEqual({ token: null, notice: 'refused' });
    expect(sessionStorage.getItem('wos.adminToken')).toBeNull();
  });
});
