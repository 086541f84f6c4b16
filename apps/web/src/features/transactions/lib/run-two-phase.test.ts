import { COMPUTE_BUDGET_PROGRAM, decodeBase58, unitLimitData, unitPriceData } from '@wos/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { queryClient } from '../../../lib/config/query-client.ts';
import { walletQueryKeys } from '../../wallet/index.ts';
import type { TransactionProgressControls } from '../hooks/useTransactionProgress.ts';
import { runTwoPhase, type TwoPhaseFlow, type TwoPhaseMessages } from './run-two-phase.ts';
import {
  INITIAL_TRANSACTION_PROGRESS,
  type TransactionProgressState,
  type TransactionStep,
  transactionProgressReducer,
} from './transaction-progress.ts';

const MESSAGES: TwoPhaseMessages = {
  prepareFailed: 'Failed to prepare staking transaction',
  signFailed: 'Failed to sign transaction',
  processFailed: 'Failed to process transaction',
  transactionFailed: 'Transaction failed',
  retryFailed: 'Transaction retry failed',
  unexpected: 'Failed to stake tokens',
};

interface Prepared {
  transaction: string;
  stakeId: string;
}
interface Result {
  signature: string;
  message: string;
}

/** The dialog as the hook drives it: the real reducer, and every step it showed. */
function dialog() {
  let state: TransactionProgressState = INITIAL_TRANSACTION_PROGRESS;
  const steps: TransactionStep[] = [];
  const apply = (action: Parameters<typeof transactionProgressReducer>[1]) => {
    state = transactionProgressReducer(state, action);
    if (steps.at(-1) !== state.step) steps.push(state.step);
  };
  const controls: TransactionProgressControls = {
    start: (name, price, currency = 'WLO') => apply({ type: 'start', name, price, currency }),
    step: (step, fees) => apply({ type: 'step', step, at: 0, fees }),
    succeed: (message, signature = null) => apply({ type: 'success', message, signature }),
    fail: (message) => apply({ type: 'error', message }),
    unconfirmed: (message, signature) => apply({ type: 'unconfirmed', message, signature }),
    close: () => apply({ type: 'close' }),
    isOpen: () => state.open,
  };
  controls.start('Stake', 100);
  return {
    controls,
    steps,
    get state() {
      return state;
    },
  };
}

const PREPARED: Prepared = { transaction: 'dW5zaWduZWQ=', stakeId: 'stake-1' };
const RESULT: Result = { signature: 'sig-1', message: 'Stake processed' };

function preflightFailed(retryWithSkipPreflight: boolean, message = 'Transaction preflight failed') {
  return new ApiError(422, 'PAYMENT__PREFLIGHT_FAILED', message, {
    error: 'PAYMENT__PREFLIGHT_FAILED',
    message,
    retryWithSkipPreflight,
  });
}

function confirmationTimeout(signature?: string) {
  const message = 'The transaction was sent but is not confirmed yet';
  return new ApiError(504, 'PAYMENT__CONFIRMATION_TIMEOUT', message, {
    error: 'PAYMENT__CONFIRMATION_TIMEOUT',
    message,
    ...(signature ? { signature } : {}),
  });
}

function setup(overrides: Partial<TwoPhaseFlow<Prepared, Result>> = {}) {
  const ui = dialog();
  const flow = {
    progress: ui.controls,
    messages: MESSAGES,
    prepare: vi.fn(async () => PREPARED),
    sign: vi.fn(async (transaction: string) => `signed:${transaction}`),
    process: vi.fn(async (_prepared: Prepared, _signed: string, _skipPreflight: boolean) => RESULT),
    confirm: vi.fn(async (_result: Result) => {}),
    confirmationTimedOut: vi.fn(async (_signature: string) => 'Your stake might have succeeded'),
    successMessage: vi.fn((_result: Result) => 'Successfully staked 100 WLO'),
    ...overrides,
  };
  return { ui, flow, run: () => runTwoPhase(flow) };
}

/** process() answering each call in turn: an error is thrown, a result returned. */
function answers(...replies: Array<Result | Error>) {
  let call = 0;
  return vi.fn(async (_prepared: Prepared, _signed: string, _skipPreflight: boolean) => {
    const reply = replies[call++];
    if (!reply) throw new Error('process called more often than expected');
    if (reply instanceof Error) throw reply;
    return reply;
  });
}

beforeEach(() => {
  // The flow logs what went wrong; keep the test output quiet.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A one-signer version 0 transaction whose compute budget is 40,000 units at 50,000 micro-lamports each. */
function budgetedTransaction(): string {
  const budgetProgram = decodeBase58(COMPUTE_BUDGET_PROGRAM) ?? new Uint8Array(32);
  const bytes = [1, ...new Array(64).fill(0), 0x80, 1, 0, 1, 2, ...new Array(32).fill(1), ...budgetProgram];
  bytes.push(...new Array(32).fill(9), 2);
  for (const data of [unitLimitData(40_000), unitPriceData(50_000n)]) bytes.push(1, 0, data.length, ...data);
  bytes.push(0);
  return btoa(String.fromCharCode(...bytes));
}

describe('runTwoPhase', () => {
  it('shows what the prepared transaction costs besides its price while the wallet signs', async () => {
    const prepared = { ...PREPARED, transaction: budgetedTransaction() };
    let whileSigning: TransactionProgressState['fees'] = null;
    const { ui, run } = setup({
      prepare: vi.fn(async () => prepared),
      sign: vi.fn(async (transaction: string) => {
        whileSigning = ui.state.fees;
        return `signed:${transaction}`;
      }),
    });
    await run();
    // 5,000 lamports for the one signature; 40,000 units × 50,000 micro-lamports = 2,000 lamports.
    expect(whileSigning).toEqual({ networkLamports: 5_000, priorityLamports: 2_000 });
  });

  it('shows no fees when the transaction cannot be read, and goes on', async () => {
    const { ui, run } = setup();
    expect((await run()).status).toBe('success');
    expect(ui.state.fees).toBeNull();
  });

  it('prepares, signs, sends, confirms and succeeds, in that order', async () => {
    const { ui, flow, run } = setup();
    const outcome = await run();

    expect(outcome).toEqual({ status: 'success', result: RESULT });
    expect(ui.steps).toEqual(['preparing', 'signing', 'processing', 'confirming', 'success']);
    expect(ui.state).toMatchObject({ message: 'Successfully staked 100 WLO', signature: 'sig-1' });
    expect(flow.sign).toHaveBeenCalledWith(PREPARED.transaction);
    expect(flow.process).toHaveBeenCalledExactlyOnceWith(PREPARED, 'signed:dW5zaWduZWQ=', false);
    expect(flow.confirm).toHaveBeenCalledWith(RESULT);
    expect(flow.successMessage).toHaveBeenCalledWith(RESULT);
  });

  it('still succeeds when only the refresh after the payment fails', async () => {
    const { ui, run } = setup({ confirm: vi.fn(async () => Promise.reject(new Error('refresh failed'))) });
    const outcome = await run();

    expect(outcome.status).toBe('success');
    expect(ui.steps.at(-1)).toBe('success');
  });

  it('marks every wallet balance and history stale once a payment landed or may have, never after a failure', async () => {
    const address = 'So11111111111111111111111111111111111111112';
    const balance = walletQueryKeys.balance(address);
    const history = walletQueryKeys.transactions(address, { page: 1, limit: 10 });
    const assets = walletQueryKeys.assets(address);
    const seed = () => {
      queryClient.clear();
      queryClient.setQueryData(balance, { sol: 1, wlo: 2 });
      queryClient.setQueryData(history, { transactions: [] });
      queryClient.setQueryData(assets, { heroes: [], farmers: [], items: [] });
    };
    const stale = () =>
      [balance, history, assets].map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated);

    seed();
    await setup().run();
    expect(stale()).toEqual([true, true, false]);

    seed();
    await setup({ process: answers(confirmationTimeout('sig-9')) }).run();
    expect(stale()).toEqual([true, true, false]);

    seed();
    await setup({ process: answers(new ApiError(400, 'BAD_REQUEST', 'Tampered')) }).run();
    expect(stale()).toEqual([false, false, false]);
    queryClient.clear();
  });

  describe('a 422 preflight failure', () => {
    it('is sent once more without preflight when the server says so, and then succeeds', async () => {
      const process = answers(preflightFailed(true), RESULT);
      const { ui, run } = setup({ process });
      const outcome = await run();

      expect(process.mock.calls.map((call) => call[2])).toEqual([false, true]);
      expect(process.mock.calls[1]?.slice(0, 2)).toEqual([PREPARED, 'signed:dW5zaWduZWQ=']);
      expect(outcome).toEqual({ status: 'success', result: RESULT });
      expect(ui.steps).toEqual(['preparing', 'signing', 'processing', 'confirming', 'success']);
    });

    it('is retried only once', async () => {
      const process = answers(preflightFailed(true), preflightFailed(true, 'Still failing'));
      const { ui, run } = setup({ process });
      const outcome = await run();

      expect(process).toHaveBeenCalledTimes(2);
      expect(outcome).toMatchObject({ status: 'error', message: 'Still failing' });
      expect(ui.state).toMatchObject({ step: 'error', failedStep: 'processing', message: 'Still failing' });
    });

    it('reads "Transaction retry failed" when the retry fails without a message', async () => {
      const process = answers(preflightFailed(true), new ApiError(500, 'INTERNAL', ''));
      const { run } = setup({ process });

      expect(await run()).toMatchObject({ status: 'error', message: MESSAGES.retryFailed });
    });

    it('is not retried when the server does not ask for it', async () => {
      const failure = preflightFailed(false, 'Transaction preflight failed: insufficient funds');
      const process = answers(failure);
      const { ui, run } = setup({ process });
      const outcome = await run();

      expect(process).toHaveBeenCalledTimes(1);
      expect(outcome).toEqual({
        status: 'error',
        message: 'Transaction preflight failed: insufficient funds',
        error: failure,
      });
      expect(ui.steps).toEqual(['preparing', 'signing', 'processing', 'error']);
    });

    it('is not retried for another status carrying the flag', async () => {
      const failure = new ApiError(400, 'BAD_REQUEST', 'Bad request', { retryWithSkipPreflight: true });
      const process = answers(failure);
      const { run } = setup({ process });
      await run();

      expect(process).toHaveBeenCalledTimes(1);
    });
  });

  describe('a 504 confirmation timeout', () => {
    it('with a signature ends as a possible success with the flow’s own message', async () => {
      const process = answers(confirmationTimeout('sig-timeout'));
      const { ui, flow, run } = setup({ process });
      const outcome = await run();

      expect(outcome).toEqual({ status: 'timeout', signature: 'sig-timeout' });
      expect(flow.confirmationTimedOut).toHaveBeenCalledWith('sig-timeout');
      expect(flow.confirm).not.toHaveBeenCalled();
      // Not a success: Confirming is not ticked and Success is never reached.
      expect(ui.steps).toEqual(['preparing', 'signing', 'processing', 'confirming', 'unconfirmed']);
      expect(ui.state).toMatchObject({
        message: 'Your stake might have succeeded',
        signature: 'sig-timeout',
      });
    });

    it('after the retry without preflight is handled the same way', async () => {
      const process = answers(preflightFailed(true), confirmationTimeout('sig-after-retry'));
      const { run } = setup({ process });

      expect(await run()).toEqual({ status: 'timeout', signature: 'sig-after-retry' });
    });

    it('keeps a default message when the flow’s own check fails', async () => {
      const process = answers(confirmationTimeout('sig-timeout'));
      const { ui, run } = setup({
        process,
        confirmationTimedOut: vi.fn(async () => Promise.reject(new Error('refresh failed'))),
      });

      expect(await run()).toEqual({ status: 'timeout', signature: 'sig-timeout' });
      expect(ui.state).toMatchObject({
        step: 'unconfirmed',
        message: 'The transaction was sent, but its confirmation timed out.',
        signature: 'sig-timeout',
      });
    });

    it('without a signature is an error', async () => {
      const failure = confirmationTimeout();
      const { ui, flow, run } = setup({ process: answers(failure) });
      const outcome = await run();

      expect(outcome).toEqual({ status: 'error', message: failure.message, error: failure });
      expect(flow.confirmationTimedOut).not.toHaveBeenCalled();
      expect(ui.state).toMatchObject({ step: 'error', failedStep: 'processing' });
    });
  });

  describe('errors', () => {
    it('while preparing show the server’s message and stop there', async () => {
      const failure = new ApiError(400, 'STAKING__BELOW_MINIMUM', 'Minimum stake is 100 WLO');
      const { ui, flow, run } = setup({ prepare: vi.fn(async () => Promise.reject(failure)) });
      const outcome = await run();

      expect(outcome).toEqual({ status: 'error', message: 'Minimum stake is 100 WLO', error: failure });
      expect(ui.steps).toEqual(['preparing', 'error']);
      expect(ui.state).toMatchObject({ failedStep: 'preparing', message: 'Minimum stake is 100 WLO' });
      expect(flow.sign).not.toHaveBeenCalled();
      expect(flow.process).not.toHaveBeenCalled();
    });

    it.each([
      ['the server is unreachable', new ApiError(0, 'INTERNAL', 'Error connecting to server')],
      ['the server sent no message', new ApiError(500, 'INTERNAL', '')],
      ['something else failed', new TypeError('x is undefined')],
    ])('while preparing read "Failed to prepare staking transaction" when %s', async (_case, failure) => {
      const { run } = setup({ prepare: vi.fn(async () => Promise.reject(failure)) });

      expect(await run()).toEqual({ status: 'error', message: MESSAGES.prepareFailed, error: failure });
    });

    it('from the wallet layer read "Failed to sign transaction"', async () => {
      const failure = Object.assign(new Error('User rejected the request.'), {
        name: 'WalletSignTransactionError',
      });
      const { ui, flow, run } = setup({ sign: vi.fn(async () => Promise.reject(failure)) });
      const outcome = await run();

      expect(outcome).toEqual({ status: 'error', message: MESSAGES.signFailed, error: failure });
      expect(ui.steps).toEqual(['preparing', 'signing', 'error']);
      expect(ui.state.failedStep).toBe('signing');
      expect(flow.process).not.toHaveBeenCalled();
    });

    it('of the page’s own while signing keep their message', async () => {
      const failure = new Error('Wallet not connected');
      const { run } = setup({ sign: vi.fn(async () => Promise.reject(failure)) });

      expect(await run()).toMatchObject({ status: 'error', message: 'Wallet not connected' });
    });

    it('while signing without an Error read "Failed to sign transaction"', async () => {
      const { run } = setup({ sign: vi.fn(async () => Promise.reject('rejected')) });

      expect(await run()).toMatchObject({ status: 'error', message: MESSAGES.signFailed });
    });

    it('when the signed transaction never reaches the server read "Failed to process transaction"', async () => {
      const failure = new ApiError(0, 'INTERNAL', 'Error connecting to server');
      const { ui, run } = setup({ process: answers(failure) });

      expect(await run()).toEqual({ status: 'error', message: MESSAGES.processFailed, error: failure });
      expect(ui.state.failedStep).toBe('processing');
    });

    it('when the server fails the transaction show its message, else "Transaction failed"', async () => {
      const withMessage = new ApiError(400, 'PAYMENT__TRANSACTION_FAILED', 'Transaction failed on chain');
      expect(await setup({ process: answers(withMessage) }).run()).toMatchObject({
        message: 'Transaction failed on chain',
      });
      expect(await setup({ process: answers(new ApiError(500, 'INTERNAL', '')) }).run()).toMatchObject({
        message: MESSAGES.transactionFailed,
      });
      expect(await setup({ process: answers(new Error('boom')) }).run()).toMatchObject({
        message: MESSAGES.transactionFailed,
      });
    });

    it('anywhere else read the flow’s general message', async () => {
      const failure = new Error('bad template');
      const { ui, run } = setup({
        successMessage: vi.fn(() => {
          throw failure;
        }),
      });

      expect(await run()).toEqual({ status: 'error', message: MESSAGES.unexpected, error: failure });
      expect(ui.state).toMatchObject({ step: 'error', failedStep: 'confirming' });
    });
  });
});
