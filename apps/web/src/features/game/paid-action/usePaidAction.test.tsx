// @vitest-environment happy-dom
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import {
  GameProviders,
  PLAYER,
  resetGameTest,
  signInAs,
  signOut,
  testQueryClient,
} from '../../../test/game-harness.tsx';
import type { SignedInAccount } from '../account/useSignedInAccount.ts';
import type { PaidActionConfig } from './paid-action-config.ts';
import { usePaidAction } from './usePaidAction.ts';

interface Order {
  item: string;
  price: number;
}
interface Prepared {
  transaction: string;
  orderId: string;
}
interface Receipt {
  signature: string;
}

const MESSAGES = {
  prepareFailed: 'Could not prepare the order',
  signFailed: 'The wallet did not sign',
  processFailed: 'Could not reach the shop',
  transactionFailed: 'The order failed',
  retryFailed: 'The order failed after a retry',
  unexpected: 'Something went wrong',
  success: (order: Order) => `${order.item} is yours`,
  timedOut: (order: Order) => `${order.item} may be yours: check again soon`,
};

/** A paid action whose server half records what it was asked; each test says how it answers. */
function shopAction(overrides: Partial<PaidActionConfig<Order, Prepared, Receipt>> = {}) {
  const calls = {
    prepare: [] as Array<{ order: Order; account: SignedInAccount }>,
    process: [] as Array<{ prepared: Prepared; signedTransaction: string; skipPreflight: boolean }>,
    refresh: 0,
  };
  const config: PaidActionConfig<Order, Prepared, Receipt> = {
    wallet: { ask: 'required', message: 'Connect your wallet to shop.' },
    title: (order) => ({ name: order.item, price: order.price, currency: 'WLO' }),
    prepare: async (order, account) => {
      calls.prepare.push({ order, account });
      return { transaction: 'dHJhbnNhY3Rpb24=', orderId: 'order-1' };
    },
    process: async (_order, _account, sent) => {
      calls.process.push(sent);
      return { signature: 'SiGnAtUrE111' };
    },
    refresh: async () => {
      calls.refresh += 1;
    },
    messages: MESSAGES,
    ...overrides,
  };
  return { config, calls };
}

function renderPaidAction(config: PaidActionConfig<Order, Prepared, Receipt>) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GameProviders client={client}>{children}</GameProviders>
  );
  return renderHook(() => usePaidAction(config), { wrapper });
}

const SWORD: Order = { item: 'Rune Sword', price: 250 };

beforeEach(() => {
  signInAs(PLAYER);
  // The flow logs what went wrong; the tests read what the player is shown.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(resetGameTest);

describe('usePaidAction', () => {
  it('prepares, has the wallet sign, processes, refreshes and ends in success in the dialog', async () => {
    const signed: string[] = [];
    signInAs(PLAYER, {
      signTransaction: async (transaction) => {
        signed.push(transaction);
        return 'c2lnbmVk';
      },
    });
    const { config, calls } = shopAction();
    const { result } = renderPaidAction(config);

    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run(SWORD);
    });

    expect(outcome).toEqual({ status: 'success', result: { signature: 'SiGnAtUrE111' } });
    expect(calls.prepare).toEqual([
      { order: SWORD, account: { signedIn: true, address: PLAYER, network: 'localnet' } },
    ]);
    expect(signed).toEqual(['dHJhbnNhY3Rpb24=']);
    expect(calls.process).toEqual([
      {
        prepared: { transaction: 'dHJhbnNhY3Rpb24=', orderId: 'order-1' },
        signedTransaction: 'c2lnbmVk',
        skipPreflight: false,
      },
    ]);
    expect(calls.refresh).toBe(1);
    expect(result.current.progress).toMatchObject({
      open: true,
      step: 'success',
      name: 'Rune Sword',
      price: 250,
      message: 'Rune Sword is yours',
      signature: 'SiGnAtUrE111',
    });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    // The dialog says it: no toast repeats it while the dialog is open.
    expect(screen.queryByText('Rune Sword is yours')).toBeNull();
  });

  it('asks for the wallet and charges nothing when the player is not signed in', async () => {
    signOut();
    const { config, calls } = shopAction();
    const { result } = renderPaidAction(config);

    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run(SWORD);
    });

    expect(outcome).toEqual({ status: 'refused' });
    expect(calls.prepare).toEqual([]);
    expect(result.current.progress.open).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Wallet Required' }).textContent).toContain(
      'Connect your wallet to shop.',
    );
  });

  it('refuses a wallet that cannot sign transactions, with the spec text', async () => {
    signInAs(PLAYER, { canSignTransaction: false });
    const { config, calls } = shopAction();
    const { result } = renderPaidAction(config);

    await act(async () => {
      await result.current.run(SWORD);
    });

    expect(calls.prepare).toEqual([]);
    expect(screen.getByRole('alert').textContent).toContain('Wallet does not support transaction signing');
  });

  it('after a confirmation timeout waits 10 s, reads again, and says the payment may still land', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { config, calls } = shopAction({
      process: async () => {
        throw new ApiError(504, 'PAYMENT__CONFIRMATION_TIMEOUT', 'Confirmation timed out', {
          signature: 'LaTeSiG222',
        });
      },
    });
    const { result } = renderPaidAction(config);

    let running: ReturnType<typeof result.current.run> | undefined;
    act(() => {
      running = result.current.run(SWORD);
    });
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(result.current.progress.step).toBe('confirming');
    expect(calls.refresh).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const outcome = await running;

    expect(calls.refresh).toBe(1);
    expect(outcome).toEqual({ status: 'timeout', signature: 'LaTeSiG222' });
    expect(result.current.progress).toMatchObject({
      step: 'unconfirmed',
      message: 'Rune Sword may be yours: check again soon',
      signature: 'LaTeSiG222',
    });
  });

  it("shows a failure in the server's words and toasts it when the flow asks to", async () => {
    const { config, calls } = shopAction({
      process: async () => {
        throw new ApiError(409, 'LISTING_SOLD', 'This sword was sold a moment ago');
      },
      errorToast: 'always',
    });
    const { result } = renderPaidAction(config);

    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run(SWORD);
    });

    expect(outcome).toMatchObject({
      status: 'error',
      stage: 'payment',
      message: 'This sword was sold a moment ago',
    });
    expect(calls.refresh).toBe(0);
    expect(result.current.progress).toMatchObject({
      step: 'error',
      message: 'This sword was sold a moment ago',
    });
    expect(screen.getByRole('alert').textContent).toContain('This sword was sold a moment ago');
  });

  it("a failed prepare reads the flow's own words and never reaches the wallet", async () => {
    const signTransaction = vi.fn(async (transaction: string) => transaction);
    signInAs(PLAYER, { signTransaction });
    const { config } = shopAction({
      prepare: async () => {
        throw new ApiError(0, 'INTERNAL', 'Error connecting to server');
      },
    });
    const { result } = renderPaidAction(config);

    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run(SWORD);
    });

    expect(outcome).toMatchObject({
      status: 'error',
      stage: 'prepare',
      message: 'Could not prepare the order',
    });
    expect(signTransaction).not.toHaveBeenCalled();
    // The dialog is still open and says it: no toast.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a player who closed the dialog meanwhile how it ended, in a toast', async () => {
    let landPayment: (receipt: Receipt) => void = () => undefined;
    const { config } = shopAction({
      process: () =>
        new Promise<Receipt>((resolve) => {
          landPayment = resolve;
        }),
    });
    const { result } = renderPaidAction(config);

    let running: ReturnType<typeof result.current.run> | undefined;
    await act(async () => {
      running = result.current.run(SWORD);
    });
    expect(result.current.progress.step).toBe('processing');
    await waitFor(() => expect(result.current.isPending).toBe(true));

    act(() => result.current.closeProgress());
    await act(async () => {
      landPayment({ signature: 'SiGnAtUrE333' });
      await running;
    });

    expect(result.current.progress.open).toBe(false);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(screen.getByRole('status').textContent).toContain('Rune Sword is yours');
  });
});
