import { address } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { signedInPlayer, signPrepared, type TestPlayer } from '../../../test/players.ts';
import { stakeOverHttp } from '../../../test/staking.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.services.scheduler.runDue();
});
afterAll(() => t.close());

const WLO = 1_000_000n;

async function fundedPlayer(wlo: number): Promise<TestPlayer> {
  const player = await signedInPlayer(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/dev/airdrop',
    payload: { walletAddress: player.address, sol: 1, wlo },
  });
  return player;
}

async function wloOf(owner: string): Promise<bigint> {
  return t.services.chain.getTokenBalance(address(owner), t.services.accounts.wloMint);
}

function post(url: string, player: TestPlayer | undefined, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: player?.auth ?? {}, payload });
}

async function stake(player: TestPlayer, amount: number, lockPeriod: number): Promise<string> {
  return (await stakeOverHttp(t.app, player, amount, lockPeriod)).stakeId;
}

async function advanceDays(days: number) {
  const response = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days } });
  expect(response.statusCode).toBe(200);
}

describe('staking pools and stats', () => {
  it('serves the three pools with the early unstake fee', async () => {
    const { pools } = (
      await t.app.inject({ method: 'GET', url: '/staking/v2/pools?network=localnet' })
    ).json();
    expect(pools.map((pool: { name: string; minStake: number }) => [pool.name, pool.minStake])).toEqual([
      ['Flexible', 100],
      ['Standard', 500],
      ['Premium', 1000],
    ]);
    expect(pools[0]).toMatchObject({ lockPeriod: 7, apy: 3, battlePowerBoost: 10, earlyUnstakeFee: 10 });
  });
});

describe('a stake of 500 WLO for 30 days', () => {
  let player: TestPlayer;
  let stakeId: string;
  const vault = () => t.services.accounts.pools.stakingVault.address;

  beforeAll(async () => {
    player = await fundedPlayer(2000);
  });

  it('moves 500 WLO from the wallet to the vault on chain', async () => {
    const vaultBefore = await wloOf(vault());
    stakeId = await stake(player, 500, 30);
    expect(await wloOf(player.address)).toBe(1500n * WLO);
    expect(await wloOf(vault())).toBe(vaultBefore + 500n * WLO);

    const { stakes, totalStaked } = (
      await t.app.inject({ method: 'GET', url: `/staking/v2/wallet/${player.address}` })
    ).json();
    expect(totalStaked).toBe(500);
    expect(stakes[0]).toMatchObject({
      id: stakeId,
      pool_name: 'Standard',
      lock_period_days: 30,
      amount: 500,
      status: 'active',
    });
    const history = (
      await t.app.inject({ method: 'GET', url: `/wallet/transactions/${player.address}` })
    ).json();
    expect(history.transactions[0]).toMatchObject({ type: 'Stake', amount: -500, token: 'WLO' });
    expect(history.transactions[0].signature).toBe(stakes[0].signature);
  });

  it('answers a repeated process call with the first result and moves nothing', async () => {
    const before = await wloOf(player.address);
    const prepared = await post('/staking/v2/stake', player, {
      walletAddress: player.address,
      amount: 100,
      lockPeriod: 7,
    });
    const { transaction, stakeId: id } = prepared.json();
    const payload = {
      signedTransaction: await signPrepared(player.signer, transaction),
      stakeId: id,
      walletAddress: player.address,
    };
    const first = await post('/staking/v2/process-transaction', player, payload);
    const again = await Promise.all(
      [1, 2, 3].map(() => post('/staking/v2/process-transaction', player, payload)),
    );
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect(response.json().signature).toBe(first.json().signature);
    }
    expect(await wloOf(player.address)).toBe(before - 100n * WLO);
  });

  it('refuses a signed transaction used for another stake, and a changed byte, sending nothing', async () => {
    const before = await wloOf(player.address);
    const a = (
      await post('/staking/v2/stake', player, { walletAddress: player.address, amount: 100, lockPeriod: 7 })
    ).json();
    const b = (
      await post('/staking/v2/stake', player, { walletAddress: player.address, amount: 100, lockPeriod: 7 })
    ).json();
    const signedA = await signPrepared(player.signer, a.transaction);
    const crossed = await post('/staking/v2/process-transaction', player, {
      signedTransaction: signedA,
      stakeId: b.stakeId,
      walletAddress: player.address,
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toMatchObject({ error: 'PAYMENT__TRANSACTION_MISMATCH' });

    const bytes = Buffer.from(signedA, 'base64');
    bytes[bytes.length - 5] = (bytes[bytes.length - 5] ?? 0) ^ 0xff;
    const tampered = await post('/staking/v2/process-transaction', player, {
      signedTransaction: bytes.toString('base64'),
      stakeId: a.stakeId,
      walletAddress: player.address,
    });
    expect(tampered.statusCode).toBe(400);
    expect(await wloOf(player.address)).toBe(before);
  });

  it('refuses bad stakes with the right 4xx', async () => {
    const stranger = await fundedPlayer(100);
    const cases = [
      [player, { walletAddress: player.address, amount: 499, lockPeriod: 30 }, 400, 'STAKING__BELOW_MINIMUM'],
      [
        player,
        { walletAddress: player.address, amount: 50_000, lockPeriod: 30 },
        400,
        'PAYMENT__INSUFFICIENT_FUNDS',
      ],
      [player, { walletAddress: player.address, amount: 0, lockPeriod: 30 }, 400, 'INVALID_AMOUNT'],
      [player, { walletAddress: player.address, amount: -5, lockPeriod: 30 }, 400, 'INVALID_AMOUNT'],
      [player, { walletAddress: player.address, amount: 500, lockPeriod: 45 }, 400, 'STAKING__UNKNOWN_POOL'],
      [
        player,
        { walletAddress: player.address, amount: 500, lockPeriod: 30, network: 'mainnet' },
        400,
        'INVALID_NETWORK',
      ],
      [undefined, { walletAddress: player.address, amount: 500, lockPeriod: 30 }, 401, 'UNAUTHORIZED'],
      [stranger, { walletAddress: player.address, amount: 500, lockPeriod: 30 }, 403, 'FORBIDDEN'],
    ] as const;
    const before = await wloOf(player.address);
    for (const [who, payload, status, code] of cases) {
      const response = await post('/staking/v2/stake', who, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error).toBe(code);
    }
    expect(
      (
        await post('/staking/v2/stake', player, {
          walletAddress: player.address,
          amount: 499,
          lockPeriod: 30,
        })
      ).json().message,
    ).toBe('The Standard pool needs at least 500 WLO');
    expect(await wloOf(player.address)).toBe(before);
  });

  it('is locked until its end', async () => {
    const early = await post('/staking/v2/claim', player, {
      walletAddress: player.address,
      stakingId: stakeId,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('STAKING__LOCKED');
  });

  it('accrues about 30 days of 8 % after 31 days, and parallel claims pay it once', async () => {
    await advanceDays(31);
    const { stakes } = (
      await t.app.inject({ method: 'GET', url: `/staking/v2/wallet/${player.address}` })
    ).json();
    const position = stakes.find((s: { id: string }) => s.id === stakeId);
    expect(position.accrued_rewards).toBeCloseTo(3.287671, 6);
    expect(position.is_locked).toBe(false);

    // A relogin: 31 days outlive the 24-hour session.
    player = await signedInPlayer(t.app, player.signer);
    const before = await wloOf(player.address);
    const claims = await Promise.all(
      [1, 2, 3].map(() =>
        post('/staking/v2/claim', player, { walletAddress: player.address, stakingId: stakeId }),
      ),
    );
    const paid = claims.filter((response) => response.statusCode === 200);
    expect(paid).toHaveLength(1);
    // CLAIM ALL in one call: the rewards and the 500 staked come back together.
    expect(paid[0]!.json()).toMatchObject({
      rewards: 3.287671,
      principal: 500,
      payout: { status: 'confirmed' },
    });
    for (const refused of claims.filter((response) => response.statusCode !== 200)) {
      expect(refused.json().error).toBe('STAKING__NOTHING_TO_CLAIM');
    }
    expect(await wloOf(player.address)).toBe(before + 3_287_671n + 500n * WLO);

    const stats = (await t.app.inject({ method: 'GET', url: '/staking/v2/stats' })).json();
    expect(stats.stats.lastDistribution).not.toBeNull();
    const distributions = (
      await t.app.inject({ method: 'GET', url: '/staking/v2/distributions?limit=40' })
    ).json();
    const total = distributions.distributions.reduce(
      (sum: number, row: { total_distribution_amount: number }) => sum + row.total_distribution_amount,
      0,
    );
    expect(total).toBeGreaterThanOrEqual(3.287671);
  });

  it('does not return the 500 again on claim-principal', async () => {
    const before = await wloOf(player.address);
    const again = await post('/staking/v2/claim-principal', player, {
      walletAddress: player.address,
      stakingId: stakeId,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('STAKING__NOTHING_TO_CLAIM');
    expect(await wloOf(player.address)).toBe(before);
  });

  it('says Staking position not found for an unknown or foreign position', async () => {
    const stranger = await fundedPlayer(0);
    const foreign = await post('/staking/v2/claim', stranger, {
      walletAddress: stranger.address,
      stakingId: stakeId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Staking position not found');
  });
});

describe('an early unstake of 1000 WLO in the 90-day pool', () => {
  it('returns 900 and sends the 100 fee to the treasury', async () => {
    const player = await fundedPlayer(1000);
    const treasury = t.services.accounts.pools.treasury.address;
    const treasuryBefore = await wloOf(treasury);
    const stakeId = await stake(player, 1000, 90);
    expect(await wloOf(player.address)).toBe(0n);
    const response = await post('/staking/v2/unstake', player, { walletAddress: player.address, stakeId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ returned: 900, fee: 100 });
    expect(await wloOf(player.address)).toBe(900n * WLO);
    expect(await wloOf(treasury)).toBe(treasuryBefore + 100n * WLO);
    const twice = await post('/staking/v2/unstake', player, { walletAddress: player.address, stakeId });
    expect(twice.statusCode).toBe(400);
    expect(await wloOf(player.address)).toBe(900n * WLO);
  });
});

describe('a principal returned before the rewards', () => {
  it('leaves the rewards claimable', async () => {
    const player = await fundedPlayer(100);
    const stakeId = await stake(player, 100, 7);
    await advanceDays(8);
    const fresh = await signedInPlayer(t.app, player.signer);
    const principal = await post('/staking/v2/claim-principal', fresh, {
      walletAddress: fresh.address,
      stakingId: stakeId,
    });
    expect(principal.statusCode).toBe(200);
    const { stakes } = (
      await t.app.inject({ method: 'GET', url: `/staking/v2/wallet/${player.address}` })
    ).json();
    expect(stakes[0]).toMatchObject({ status: 'completed', principal_claimed: true, rewards_claimed: false });
    expect(stakes[0].accrued_rewards).toBeCloseTo(0.057534, 6);
    const rewards = await post('/staking/v2/claim', fresh, {
      walletAddress: fresh.address,
      stakingId: stakeId,
    });
    expect(rewards.statusCode).toBe(200);
    expect(rewards.json().rewards).toBeCloseTo(0.057534, 6);
    expect(rewards.json()).toMatchObject({ principal: 0 });
    expect(await wloOf(player.address)).toBe(100_057_534n);
  });
});

describe('claim with risk', () => {
  it('returns the principal, spends the rewards and records a voucher drawn on the server', async () => {
    const player = await fundedPlayer(100);
    const stakeId = await stake(player, 100, 7);
    await advanceDays(8);
    const fresh = await signedInPlayer(t.app, player.signer);
    const response = await post('/staking/v2/claim-with-risk', fresh, {
      walletAddress: fresh.address,
      stakingId: stakeId,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.stakedAmount).toBe(100);
    expect(body.rewardsUsed).toBeGreaterThan(0);
    expect(['legendary', 'premium', 'basic']).toContain(body.voucher.packType);
    expect([50, 35, 25, 15]).toContain(body.voucher.discountPercent);
    expect(await wloOf(player.address)).toBe(100n * WLO);
    const { discountVouchers } = await import('../vouchers/tables.ts');
    const vouchers = await t.services.database.db.select().from(discountVouchers);
    expect(vouchers.find((voucher) => voucher.id === body.voucher.id)).toMatchObject({
      wallet: player.address,
      usedAt: null,
    });
    const rewards = await post('/staking/v2/claim', fresh, {
      walletAddress: fresh.address,
      stakingId: stakeId,
    });
    expect(rewards.statusCode).toBe(400);
  });
});
