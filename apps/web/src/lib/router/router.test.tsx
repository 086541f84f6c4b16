// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BrowserRouter, Link, Navigate, NavLink, useLocation, useNavigate } from './index.ts';

function Where() {
  const { pathname, search, hash, state, key } = useLocation();
  return <output data-testid="where">{JSON.stringify({ pathname, search, hash, state, key })}</output>;
}

function where() {
  return JSON.parse(screen.getByTestId('where').textContent ?? '{}') as Record<string, unknown>;
}

function GoButton({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to, { state })}>
      go {to}
    </button>
  );
}

describe('lib/router', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('a plain click on a Link navigates in the page; a ctrl-click is left to the browser', async () => {
    render(
      <BrowserRouter>
        <Link to="/stake?x=1#pools">stake</Link>
        <Where />
      </BrowserRouter>,
    );
    expect(where()).toMatchObject({ pathname: '/', key: 'default', state: null });

    const link = screen.getByText('stake');
    expect(link.getAttribute('href')).toBe('/stake?x=1#pools');
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => link.dispatchEvent(ctrlClick));
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(where()).toMatchObject({ pathname: '/' });

    await act(async () => fireEvent.click(link));
    expect(window.location.pathname).toBe('/stake');
    expect(where()).toMatchObject({ pathname: '/stake', search: '?x=1', hash: '#pools' });
    expect(where().key).not.toBe('default');
  });

  it('useNavigate carries state, and the back button brings the previous location back', async () => {
    render(
      <BrowserRouter>
        <GoButton to="/farmers#packs" state={{ scrollTo: 'packs' }} />
        <Where />
      </BrowserRouter>,
    );
    await act(async () => fireEvent.click(screen.getByText('go /farmers#packs')));
    expect(where()).toMatchObject({ pathname: '/farmers', hash: '#packs', state: { scrollTo: 'packs' } });

    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(where()).toMatchObject({ pathname: '/', hash: '', state: null });
  });

  it('NavLink marks the link of the current page (aria-current and its class)', async () => {
    window.history.replaceState(null, '', '/farmers/extra');
    render(
      <BrowserRouter>
        <NavLink to="/farmers" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          farmers
        </NavLink>
        <NavLink to="/stake" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          stake
        </NavLink>
      </BrowserRouter>,
    );
    expect(screen.getByText('farmers').className).toBe('on');
    expect(screen.getByText('farmers').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('stake').className).toBe('off');
    expect(screen.getByText('stake').getAttribute('aria-current')).toBeNull();
  });

  it('Navigate replaces the location without a new history entry', async () => {
    window.history.replaceState(null, '', '/nowhere');
    const entries = window.history.length;
    await act(async () => {
      render(
        <BrowserRouter>
          <Navigate to="/" replace />
          <Where />
        </BrowserRouter>,
      );
    });
    expect(where()).toMatchObject({ pathname: '/' });
    expect(window.history.length).toBe(entries);
  });
});
