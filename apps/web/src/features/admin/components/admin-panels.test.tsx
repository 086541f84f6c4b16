// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AdminOverview } from '@wos/shared';
import { describe, expect, it, vi } from 'vitest';
import { AdminTokenForm } from './AdminTokenForm.tsx';
import { EscrowPanel } from './EscrowPanel.tsx';
import { PayoutsPanel } from './PayoutsPanel.tsx';
import { PoolsPanel } from './PoolsPanel.tsx';
import { RunwaysPanel } from './RunwaysPanel.tsx';

const NOW = Date.parse('2026-11-28T06:00:00.000Z');
const ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

const runway = (
  pool: 'stakingRewards' | 'farmingPool',
  days: number | null,
): AdminOverview['runways'][number] => ({ pool, balance: 82_000.5, owed: 2_000, perDay: 3_000, days });

describe('the runways', () => {
  it('colour each pool by its days: amber under 30, red under 7, none without a draw', () => {
    const { rerender } = render(
      <RunwaysPanel runways={[runway('stakingRewards', 26.67), runway('farmingPool', 4.9)]} />,
    );
    const staking = screen.getByTestId('admin-runway-stakingRewards');
    expect(staking.dataset.level).toBe('warn');
    expect(staking.className).toContain('admin-level--warn');
    expect(within(staking).getByText('26.7 days')).toBeTruthy();
    expect(within(staking).getByText('UNDER 30 DAYS')).toBeTruthy();
    expect(screen.getByTestId('admin-runway-farmingPool').dataset.level).toBe('fail');

    rerender(<RunwaysPanel runways={[runway('stakingRewards', 120), runway('farmingPool', null)]} />);
    expect(screen.getByTestId('admin-runway-stakingRewards').dataset.level).toBe('ok');
    const farming = screen.getByTestId('admin-runway-farmingPool');
    expect(farming.dataset.level).toBe('no-draw');
    expect(within(farming).getByText('no draw')).toBeTruthy();
  });

  it('shows balance, owed and per day in WLO', () => {
    render(<RunwaysPanel runways={[runway('stakingRewards', 26.67)]} />);
    const card = screen.getByTestId('admin-runway-stakingRewards');
    expect(card.querySelector('[data-field="balance"]')?.textContent).toBe('82,000.50 WLO');
    expect(card.querySelector('[data-field="owed"]')?.textContent).toBe('2,000.00 WLO');
    expect(card.querySelector('[data-field="perDay"]')?.textContent).toBe('3,000.00 WLO');
  });
});

describe('the pools', () => {
  it('link each shortened address to the explorer, with SOL and WLO', () => {
    const explorerUrl = `https://explorer.solana.com/address/${ADDRESS}?cluster=devnet`;
    render(
      <PoolsPanel
        pools={[
          {
            name: 'stakingRewards',
            address: ADDRESS,
            tokenAccount: ADDRESS,
            sol: 0.05,
            wlo: 82_000.5,
            explorerUrl,
          },
        ]}
      />,
    );
    const row = screen.getByTestId('admin-pool-stakingRewards');
    const link = within(row).getByRole('link');
    expect(link.getAttribute('href')).toBe(explorerUrl);
    expect(link.textContent).toBe('9WzD..AWWM (Staking rewards on the explorer)');
    expect(row.querySelector('[data-field="sol"]')?.textContent).toBe('0.0500');
    expect(row.querySelector('[data-field="wlo"]')?.textContent).toBe('82,000.50');
  });
});

describe('the escrow', () => {
  it('is flagged short by the difference when it holds less than it owes', () => {
    const { rerender } = render(<EscrowPanel escrow={{ held: 120, owed: 150 }} />);
    expect(screen.getByTestId('admin-escrow-flag').textContent).toBe('SHORT BY 30.00 WLO');
    rerender(<EscrowPanel escrow={{ held: 150, owed: 150 }} />);
    expect(screen.getByTestId('admin-escrow-flag').textContent).toBe('COVERED');
  });
});

describe('the payouts', () => {
  const payouts: AdminOverview['payouts'] = {
    counts: { pending: 3, sent: 1, confirmed: 42, failed: 1 },
    oldestPendingAgeSeconds: 412,
    failed: [
      {
        id: 'f1',
        kind: 'staking-claim',
        wallet: ADDRESS,
        amount: 12.5,
        sourcePool: 'stakingRewards',
        reason: 'pool short of WLO',
        createdAt: '2026-11-28T02:58:00.000Z',
      },
    ],
  };

  it('count each status, give the oldest pending age in words and each failed payout with its reason', () => {
    render(<PayoutsPanel payouts={payouts} nowMs={NOW} />);
    expect(screen.getByTestId('admin-payouts-pending').textContent).toBe('3');
    expect(screen.getByTestId('admin-payouts-failed').textContent).toBe('1');
    expect(screen.getByTestId('admin-payouts-oldest').textContent).toBe('6 minutes 52 seconds');
    const row = screen.getByTestId('admin-failed-payout');
    expect(row.querySelector('[data-field="reason"]')?.textContent).toBe('pool short of WLO');
    expect(row.querySelector('[data-field="relative"]')?.textContent).toBe('3h 2m ago');
    expect(within(row).getByText('12.50 WLO')).toBeTruthy();
  });

  it('say when nothing is pending or failed', () => {
    render(
      <PayoutsPanel
        payouts={{
          counts: { pending: 0, sent: 0, confirmed: 5, failed: 0 },
          oldestPendingAgeSeconds: null,
          failed: [],
        }}
        nowMs={NOW}
      />,
    );
    expect(screen.getByTestId('admin-payouts-oldest').textContent).toBe('none pending');
    expect(screen.getByTestId('admin-failed-none').textContent).toBe('No failed payout.');
  });
});

describe('the token form', () => {
  it('says why it asks again, and gives the trimmed token', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<AdminTokenForm notice="refused" onSubmit={onSubmit} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'The server refused that admin token (401). Enter it again.',
    );
    rerender(<AdminTokenForm notice="disabled" onSubmit={onSubmit} />);
    expect(screen.getByRole('alert').textContent).toContain('ADMIN_TOKEN is not set');
    fireEvent.change(screen.getByLabelText('ADMIN_TOKEN'), { target: { value: '  secret-token  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'OPEN CONSOLE' }));
    expect(onSubmit).toHaveBeenCalledWith('secret-token');
  });
});
