import { describe, expect, it } from 'vitest';
import {
  INITIAL_TRANSACTION_PROGRESS,
  stepStatus,
  TRANSACTION_STEPS,
  type TransactionProgressAction,
  type TransactionProgressState,
  transactionProgressReducer,
} from './transaction-progress.ts';

const run = (...actions: TransactionProgressAction[]) =>
  actions.reduce(transactionProgressReducer, INITIAL_TRANSACTION_PROGRESS);

const start: TransactionProgressAction = { type: 'start', name: 'Stake', price: 100, currency: 'WLO' };

const statuses = (state: Pick<TransactionProgressState, 'step' | 'failedStep'>) =>
  TRANSACTION_STEPS.map((step) => stepStatus(state, step));

describe('transaction progress', () => {
  it('runs preparing → signing → processing → confirming → success', () => {
    expect(TRANSACTION_STEPS).toEqual(['preparing', 'signing', 'processing', 'confirming', 'success']);
  });

  it('starts closed on preparing, for a stake of nothing', () => {
    expect(INITIAL_TRANSACTION_PROGRESS).toMatchObject({
      open: false,
      step: 'preparing',
      name: 'Stake',
      price: 0,
    });
  });

  it('opens on preparing with what is being paid for', () => {
    expect(run(start)).toMatchObject({
      open: true,
      step: 'preparing',
      name: 'Stake',
      price: 100,
      currency: 'WLO',
      message: null,
      signature: null,
      failedStep: null,
    });
  });

  it('starts afresh after a previous flow', () => {
    const state = run(
      start,
      { type: 'step', step: 'signing', at: 1 },
      { type: 'error', message: 'Failed to sign transaction' },
      { type: 'close' },
      { type: 'start', name: 'Legendary Pack', price: 40, currency: 'WLO' },
    );
    expect(state).toMatchObject({
      open: true,
      step: 'preparing',
      name: 'Legendary Pack',
      price: 40,
      message: null,
      failedStep: null,
      processingSince: null,
    });
  });

  it('counts from when processing began through confirming', () => {
    const signing = run(start, { type: 'step', step: 'signing', at: 1_000 });
    expect(signing.processingSince).toBeNull();
    const processing = transactionProgressReducer(signing, { type: 'step', step: 'processing', at: 2_000 });
    expect(processing.processingSince).toBe(2_000);
    const confirming = transactionProgressReducer(processing, {
      type: 'step',
      step: 'confirming',
      at: 5_000,
    });
    expect(confirming.step).toBe('confirming');
    expect(confirming.processingSince).toBe(2_000);
  });

  it('ends in success with its message and signature', () => {
    const state = run(
      start,
      { type: 'step', step: 'signing', at: 1 },
      { type: 'step', step: 'processing', at: 2 },
      { type: 'step', step: 'confirming', at: 3 },
      { type: 'success', message: 'Successfully staked', signature: 'sig' },
    );
    expect(state).toMatchObject({ step: 'success', message: 'Successfully staked', signature: 'sig' });
    expect(statuses(state)).toEqual(['done', 'done', 'done', 'done', 'done']);
  });

  it('remembers the step that failed', () => {
    const state = run(
      start,
      { type: 'step', step: 'signing', at: 1 },
      { type: 'step', step: 'processing', at: 2 },
      { type: 'error', message: 'Transaction failed' },
    );
    expect(state).toMatchObject({ step: 'error', failedStep: 'processing', message: 'Transaction failed' });
    expect(statuses(state)).toEqual(['done', 'done', 'failed', 'pending', 'pending']);
  });

  it('ends unconfirmed when the confirmation timed out: Confirming not ticked, Success not reached', () => {
    const state = run(
      start,
      { type: 'step', step: 'signing', at: 1 },
      { type: 'step', step: 'processing', at: 2 },
      { type: 'step', step: 'confirming', at: 3 },
      { type: 'unconfirmed', message: 'Your stake might have succeeded', signature: 'sig' },
    );
    expect(state).toMatchObject({
      step: 'unconfirmed',
      message: 'Your stake might have succeeded',
      signature: 'sig',
    });
    expect(statuses(state)).toEqual(['done', 'done', 'done', 'unconfirmed', 'pending']);
  });

  it('marks a failure while preparing on the first step', () => {
    const state = run(start, { type: 'error', message: 'Failed to prepare staking transaction' });
    expect(statuses(state)).toEqual(['failed', 'pending', 'pending', 'pending', 'pending']);
  });

  it('shows the running step as active, those before as done and those after as pending', () => {
    expect(statuses(run(start))).toEqual(['active', 'pending', 'pending', 'pending', 'pending']);
    expect(statuses(run(start, { type: 'step', step: 'confirming', at: 1 }))).toEqual([
      'done',
      'done',
      'done',
      'active',
      'pending',
    ]);
  });

  it('closes without forgetting how it ended', () => {
    const state = run(start, { type: 'success', message: 'Done', signature: null }, { type: 'close' });
    expect(state).toMatchObject({ open: false, step: 'success', message: 'Done' });
  });

  it('goes from signing straight to confirming for a flow without processing (a stake)', () => {
    const stake: TransactionProgressAction = { ...start, skipsProcessing: true };
    const seen = [
      stake,
      { type: 'step', step: 'signing', at: 1 },
      { type: 'step', step: 'processing', at: 2 },
    ].map((_, i, all) => run(...(all.slice(0, i + 1) as TransactionProgressAction[])).step);
    expect(seen).toEqual(['preparing', 'signing', 'confirming']);
    const confirmed = run(
      stake,
      { type: 'step', step: 'processing', at: 2 },
      { type: 'step', step: 'confirming', at: 3 },
    );
    expect(confirmed).toMatchObject({ step: 'confirming', processingSince: 2 });
    // Other flows keep their processing step.
    expect(run(start, { type: 'step', step: 'processing', at: 2 }).step).toBe('processing');
  });
});
