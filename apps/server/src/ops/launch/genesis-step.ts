import { getMintToCheckedInstruction } from '@solana-program/token';
import { GENESIS_TOTAL_BASE_UNITS, genesisPoolBaseUnits, WLO_DECIMALS } from '@wos/shared';
import { POOL_NAMES } from '../../chain/pools.ts';
import { associatedTokenAddress } from '../../chain/token.ts';
import { feeOf, type StepContext } from './step.ts';

const BASE_UNITS_PER_WLO = 10n ** BigInt(WLO_DECIMALS);

/** Base units as whole WLO with their fraction: 49000000000000 → "49,000,000". */
export function formatWlo(baseUnits: bigint): string {
  const whole = (baseUnits / BASE_UNITS_PER_WLO).toLocaleString('en-US');
  const fraction = (baseUnits % BASE_UNITS_PER_WLO).toString().padStart(WLO_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * The genesis plan minted into the pools, in one transaction: all of it or
 * none. It is minted only while the mint's supply is 0, and the sender never
 * lets a second transaction land beside a first whose fate is unknown, so a
 * re-run never mints twice.
 */
export async function genesisStep(ctx: StepContext): Promise<void> {
  const { keys, rpc } = ctx;
  if (ctx.givenMint) return reportHoldings(ctx);
  const state = await rpc.mint(keys.mint);
  const supply = state?.supply ?? 0n;
  if (supply > 0n) {
    ctx.report({
      status: 'skipped',
      step: 'genesis mint',
      detail: `supply ${formatWlo(supply)} WLO already minted`,
      lamports: 0n,
    });
    return;
  }
  const authority = keys.mintAuthority;
  if (!authority)
    throw new Error('MINT_AUTHORITY_SECRET_KEY is missing from the env file: the plan cannot be minted');
  if (state && state.mintAuthority !== authority.address) {
    throw new Error(
      `the mint's authority is ${state.mintAuthority ?? 'none'}, not MINT_AUTHORITY_SECRET_KEY's`,
    );
  }
  const plan = genesisPoolBaseUnits();
  if (ctx.act) {
    const instructions = [];
    for (const pool of POOL_NAMES) {
      if (plan[pool] === 0n) continue;
      instructions.push(
        getMintToCheckedInstruction({
          mint: keys.mint,
          token: await associatedTokenAddress(keys.pools[pool].address, keys.mint),
          mintAuthority: authority,
          amount: plan[pool],
          decimals: WLO_DECIMALS,
        }),
      );
    }
    await ctx.sender.send(instructions, [authority], 'minting the genesis plan');
  }
  const parts = POOL_NAMES.filter((pool) => plan[pool] > 0n).map(
    (pool) => `${pool} ${formatWlo(plan[pool])}`,
  );
  ctx.report({
    status: 'done',
    step: 'genesis mint',
    detail: `${formatWlo(GENESIS_TOTAL_BASE_UNITS)} WLO: ${parts.join(', ')}`,
    lamports: feeOf(2),
  });
}

/** --mint: the game mints nothing; each pool's holding against the plan, and what to transfer where. */
async function reportHoldings(ctx: StepContext): Promise<void> {
  const plan = genesisPoolBaseUnits();
  for (const pool of POOL_NAMES) {
    const account = await associatedTokenAddress(ctx.keys.pools[pool].address, ctx.keys.mint);
    const held = (await ctx.rpc.tokenAmount(account)) ?? 0n;
    const step = `wlo ${pool}`;
    if (held >= plan[pool]) {
      ctx.report({
        status: 'skipped',
        step,
        detail: `holds ${formatWlo(held)} of the plan's ${formatWlo(plan[pool])} WLO`,
        lamports: 0n,
      });
      continue;
    }
    ctx.report({
      status: 'needs',
      step,
      detail: `holds ${formatWlo(held)} of the plan's ${formatWlo(plan[pool])} WLO: transfer ${formatWlo(plan[pool] - held)} WLO to ${account}`,
      lamports: 0n,
    });
  }
}
