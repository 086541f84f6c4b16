// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GameProviders,
  PLAYER,
  resetGameTest,
  signInAs,
  signOut,
  testQueryClient,
} from '../../../test/game-harness.tsx';
import { isTransactionRunning, TransactionProgressDialog } from '../../transactions/index.ts';
import { useStakeFlow } from '../data-access/useStakeFlow.ts';
import { type PoolView, poolViews } from '../lib/pool-view.ts';
import { STAKE_TIMEOUT_MESSAGE } from '../lib/staking-messages.ts';
import { PoolCard } from './PoolCard.tsx';

const STAKE_ID = '6b0f5b8e-2f43-4c1e-9a59-2d0c8f6a1b11';

/** What the staking page puts together: a pool card, the stake flow and the transaction dialog. */
function StakeCard({ pool }: { pool: PoolView }) {
  const { stake, progress, closeProgress } = useStakeFlow();
  return (
    <>
      <PoolCard pool={pool} onStake={stake} busy={isTransactionRunning(progress)} />
      <TransactionProgressDialog state={progress} onClose={closeProgress} />
    </>
  );
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The server at the fetch boundary: answers prepare and process, records what the page sent. */
function fakeServer(processAnswer: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    sent.push({
      method: init?.method ?? 'GET',
      path,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer =
      path === '/staking/v2/stake'
        ? { status: 200, body: { transaction: 'c3Rha2UtdHg=', stakeId: STAKE_ID } }
        : path === '/staking/v2/process-transaction'
          ? processAnswer
          : { status: 404, body: { error: 'NOT_FOUND', message: `No ${path} here` } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

const flexible = (): PoolView => {
  const pool = poolViews(undefined).find((candidate) => candidate.name === 'Flexible');
  if (!pool) throw new Error('the Flexible pool is in the catalogue');
  return pool;
};

function renderStakeCard() {
  render(
    <GameProviders client={testQueryClient()}>
      <StakeCard pool={flexible()} />
    </GameProviders>,
  );
  return {
    amount: screen.getByLabelText('Amount to stake') as HTMLInputElement,
    stakeButton: screen.getByRole('button', { name: 'STAKE' }),
  };
}

beforeEach(() => {
  signInAs(PLAYER);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(resetGameTest);

describe('the stake dialog', () => {
  it("shows the pool card's labels", () => {
    const { amount } = renderStakeCard();
    const card = screen.getByTestId('pool-flexible');
    expect(within(card).getByRole('heading', { name: 'Flexible' })).toBeTruthy();
    expect(amount.placeholder).toBe('Min 100 WLO');
    expect(card.textContent).toContain('Early unstake fee 10% · rewards paid daily at 00:00 UTC');
  });

  it('stakes the typed amount: prepare, sign, process, then success in the dialog', async () => {
    const sent = fakeServer({
      status: 200,
      body: { success: true, signature: 'StAkEsIg', message: 'Staked' },
    });
    const { amount, stakeButton } = renderStakeCard();

    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.click(stakeButton);

    const dialog = await screen.findByRole('dialog', { name: 'Stake' });
    await waitFor(() => expect(within(dialog).getByTestId('transaction-step').dataset.step).toBe('success'));
    expect(within(dialog).getByTestId('transaction-step').textContent).toBe(
      'Successfully staked 100.0000 WLO in the Flexible pool',
    );
    // docs/spec/000-shell-wallet-staking.md §4: a stake goes from signing straight to confirming.
    const steps = within(dialog).getByRole('list', { name: 'Transaction steps' });
    expect(within(steps).queryByText('Processing')).toBeNull();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/staking/v2/stake',
        body: { walletAddress: PLAYER, amount: 100, lockPeriod: 7, network: 'localnet' },
      },
      {
        method: 'POST',
        path: '/staking/v2/process-transaction',
        body: {
          signedTransaction: 'signed:c3Rha2UtdHg=',
          stakeId: STAKE_ID,
          walletAddress: PLAYER,
          network: 'localnet',
          skipPreflight: false,
        },
      },
    ]);
    await waitFor(() => expect(amount.value).toBe(''));
  });

  it('after a 504 that carries a signature waits 10 s, then ends at success saying it might have succeeded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fakeServer({
      status: 504,
      body: {
        error: 'PAYMENT__CONFIRMATION_TIMEOUT',
        message: 'The transaction was sent but is not confirmed yet',
        signature: 'LaTeStAkEsIg',
      },
    });
    const { amount, stakeButton } = renderStakeCard();

    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.click(stakeButton);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    const step = within(screen.getByRole('dialog', { name: 'Stake' })).getByTestId('transaction-step');
    expect(step.dataset.step).toBe('confirming');

    // docs/spec/000-shell-wallet-staking.md §4: wait 10 s, refresh, and report success with the message.
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(step.dataset.step).toBe('success');
    expect(step.textContent).toBe(STAKE_TIMEOUT_MESSAGE);
    const steps = within(screen.getByRole('list', { name: 'Transaction steps' })).getAllByRole('listitem');
    expect(steps.map((item) => item.dataset.status)).toEqual(['done', 'done', 'done', 'done']);
  });

  it("shows the server's refusal as the dialog's error and keeps the amount", async () => {
    fakeServer({
      status: 400,
      body: { error: 'PAYMENT__INSUFFICIENT_FUNDS', message: 'Insufficient WLO balance' },
    });
    const { amount, stakeButton } = renderStakeCard();

    fireEvent.change(amount, { target: { value: '250' } });
    fireEvent.click(stakeButton);

    const dialog = await screen.findByRole('dialog', { name: 'Stake' });
    const status = await within(dialog).findByRole('alert');
    expect(status.textContent).toBe('Insufficient WLO balance');
    expect(amount.value).toBe('250');
  });

  it('refuses an empty amount with the spec message, before any call', async () => {
    const sent = fakeServer({ status: 500, body: {} });
    const { stakeButton } = renderStakeCard();

    fireEvent.click(stakeButton);

    expect((await screen.findByRole('alert')).textContent).toContain('Please enter a valid amount to stake');
    expect(sent).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Stake' })).toBeNull();
  });

  it('asks a signed-out player to connect first', async () => {
    signOut();
    const sent = fakeServer({ status: 500, body: {} });
    const { amount, stakeButton } = renderStakeCard();

    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.click(stakeButton);

    const required = await screen.findByRole('dialog', { name: 'Wallet Required' });
    expect(required.textContent).toContain('Please connect your wallet to stake WLO.');
    expect(sent).toEqual([]);
  });
});
