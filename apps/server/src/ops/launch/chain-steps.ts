import type { Address } from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { WLO_DECIMALS } from '@wos/shared';
import { POOL_NAMES } from '../../chain/pools.ts';
import { associatedTokenAddress } from '../../chain/token.ts';
import { formatSol } from './args.ts';
import { feeOf, type StepContext } from './step.ts';

/** A token account's size (SPL Token): the rent its creation costs. */
const TOKEN_ACCOUNT_SIZE = 165n;

/** The WLO mint: created with the game's decimals when absent; with --mint, only checked. */
export async function mintStep(ctx: StepContext): Promise<void> {
  const { keys, rpc } = ctx;
  const state = await rpc.mint(keys.mint);
  if (state) {
    if (state.decimals !== WLO_DECIMALS) {
      throw new Error(`the mint ${keys.mint} has ${state.decimals} decimals; WLO has ${WLO_DECIMALS}`);
    }
    ctx.report({
      status: 'skipped',
      step: 'mint',
      detail: `${keys.mint} exists (${WLO_DECIMALS} decimals)`,
      lamports: 0n,
    });
    return;
  }
  if (ctx.givenMint) throw new Error(`--mint ${keys.mint} is not a mint on this cluster`);
  const mintSigner = keys.mintSigner;
  const authority = keys.mintAuthority;
  if (!mintSigner || !authority) {
    throw new Error(
      `WLO_MINT ${keys.mint} is not on this cluster and its key is no longer in the env file: the cluster was reset? ` +
        'Start over with a new --out file.',
    );
  }
  const size = BigInt(getMintSize());
  const rent = await rpc.rentExemption(size);
  const line = { step: 'mint', detail: `${keys.mint} (${WLO_DECIMALS} decimals)`, lamports: rent + feeOf(2) };
  if (ctx.act) {
    await ctx.sender.send(
      [
        getCreateAccountInstruction({
          payer: ctx.payer,
          newAccount: mintSigner,
          lamports: rent,
          space: size,
          programAddress: TOKEN_PROGRAM_ADDRESS,
        }),
        getInitializeMint2Instruction({
          mint: keys.mint,
          decimals: WLO_DECIMALS,
          mintAuthority: authority.address,
        }),
      ],
      [mintSigner],
      'creating the mint',
    );
  }
  ctx.report({ status: 'created', ...line });
}

/** Who needs SOL: every pool (payout fees, players' token accounts), and on localnet the dev faucet's mint authority. */
function solHolders(ctx: StepContext): { name: string; owner: Address }[] {
  const holders: { name: string; owner: Address }[] = POOL_NAMES.map((pool) => ({
    name: pool,
    owner: ctx.keys.pools[pool].address,
  }));
  const authority = ctx.keys.mintAuthority;
  if (ctx.network === 'localnet' && authority)
    holders.push({ name: 'mintAuthority', owner: authority.address });
  return holders;
}

/** Each holder topped up to the target reserve from the payer (never taken down). */
export async function solStep(ctx: StepContext): Promise<void> {
  for (const { name, owner } of solHolders(ctx)) {
    const held = await ctx.rpc.lamports(owner);
    const step = `sol ${name}`;
    if (held >= ctx.poolLamports) {
      ctx.report({ status: 'skipped', step, detail: `${owner} holds ${formatSol(held)} SOL`, lamports: 0n });
      continue;
    }
    const amount = ctx.poolLamports - held;
    if (ctx.act) {
      await ctx.sender.send(
        [getTransferSolInstruction({ source: ctx.payer, destination: owner, amount })],
        [],
        `SOL for ${name}`,
      );
    }
    ctx.report({
      status: 'done',
      step,
      detail: `${owner} topped up to ${formatSol(ctx.poolLamports)} SOL`,
      lamports: amount + feeOf(1),
    });
  }
}

/** Each pool's WLO account (associated token account), created when absent. */
export async function tokenAccountsStep(ctx: StepContext): Promise<void> {
  const rent = await ctx.rpc.rentExemption(TOKEN_ACCOUNT_SIZE);
  for (const pool of POOL_NAMES) {
    const owner = ctx.keys.pools[pool].address;
    const account = await associatedTokenAddress(owner, ctx.keys.mint);
    const step = `token account ${pool}`;
    if ((await ctx.rpc.tokenAmount(account)) !== null) {
      ctx.report({ status: 'skipped', step, detail: `${account} exists`, lamports: 0n });
      continue;
    }
    if (ctx.act) {
      const create = getCreateAssociatedTokenIdempotentInstruction({
        payer: ctx.payer,
        ata: account,
        owner,
        mint: ctx.keys.mint,
      });
      await ctx.sender.send([create], [], `the ${pool} token account`);
    }
    ctx.report({ status: 'created', step, detail: String(account), lamports: rent + feeOf(1) });
  }
}
