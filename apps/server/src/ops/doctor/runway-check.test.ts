import { address, createSolanaRpc } from '@solana/kit';
import { buildServerSigned } from '@wos/svm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { type GameOnNode, gameOnNode } from '../../../test/doctor/game-on-node.ts';
import { fundedPlayer } from '../../../test/packs.ts';
import { stakeOverHttp } from '../../../test/staking.ts';
import { associatedTokenAddressSync, wloTransferInstructions } from '../../chain/token.ts';
import { loadConfig } from '../../platform/config.ts';
import { readRunway, runwaySourcesOf } from '../economy/runway.ts';
import type { CheckResult } from './check.ts';
import { runwayCheck } from './checks/runway.ts';
import { doctorContext } from './run.ts';

/**
 * The doctor's runway line against a game on a local node: a stake accrues,
 * and the operator's key moves the staking rewards pool's WLO out until the
 * pool can pay 14 days (warn), then 3 (fail: npm start refuses).
 */
let game: GameOnNode;
let t: TestApp;
beforeAll(async () => {
  game = await gameOnNode();
  t = await startTestApp(
    loadConfig({ ...game.env, LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist' }),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  await game?.close();
});

const mint = () => address(game.env.WLO_MINT ?? '');
const check = async (): Promise<CheckResult> => {
  const [line] = await runwayCheck.run(doctorContext(t.config, { handle: t.services.database }));
  if (!line) throw new Error('no runway line');
  return line;
};
/** The pool's WLO read fresh from the node (the game's own reads may be a moment old). */
const poolWlo = async () => {
  const account = associatedTokenAddressSync(game.pools.stakingRewards.address, mint());
  const { value } = await createSolanaRpc(game.node.rpcUrl)
    .getTokenAccountBalance(account, { commitment: 'confirmed' })
    .send();
  return BigInt(value.amount);
};
const runwayNow = () => readRunway('stakingRewards', runwaySourcesOf(t.services.database.db, []), poolWlo());
const daysIn = (line: CheckResult) => Number(/^([\d.]+) days/.exec(line.detail)?.[1]);

/** Moves the pool's WLO to the treasury, signed by the pool's key, until it holds owed + `days` of accrual. */
async function leaveDays(days: number): Promise<void> {
  const { balance, owed, perDay } = await runwayNow();
  const keep = owed + perDay * BigInt(days);
  const instructions = await wloTransferInstructions({
    mint: mint(),
    from: game.pools.stakingRewards,
    to: game.pools.treasury.address,
    amount: balance - keep,
    payer: game.pools.stakingRewards,
  });
  const { chain } = t.services;
  const signature = await chain.sendTransaction(
    await buildServerSigned(game.pools.stakingRewards, [], instructions, await chain.getLatestBlockhash()),
  );
  expect(await chain.confirmTransaction(signature, 30_000)).toBe('confirmed');
}

describe('the doctor’s staking rewards runway', () => {
  it('is ok while nothing accrues, then warns under 30 days and fails under 7', async () => {
    expect(await check()).toMatchObject({ status: 'ok', detail: expect.stringContaining('nothing accrues') });

    const player = await fundedPlayer(t, { sol: 1, wlo: 10_000 });
    await stakeOverHttp(t.app, player, 10_000, 90);
    const ample = await check();
    expect(ample.status).toBe('ok');
    expect(ample.detail).toMatch(/days at .* WLO a day/);
    expect((await runwayNow()).perDay).toBeGreaterThan(0n);

    await leaveDays(14);
    const low = await check();
    expect(low.status).toBe('warn');
    expect(Math.round(daysIn(low))).toBe(14);
    expect(low.fix).toContain('staking rewards pool');

    await leaveDays(3);
    const short = await check();
    expect(short.status).toBe('fail');
    expect(Math.round(daysIn(short))).toBe(3);
  }, 120_000);
});
