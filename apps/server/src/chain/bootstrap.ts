import type { Instruction, KeyPairSigner } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import { getInitializeMint2Instruction, getMintSize, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { type GenesisPool, genesisPoolBaseUnits, LAMPORTS_PER_SOL, WLO_DECIMALS } from '@wos/shared';
import { buildServerSigned } from '@wos/svm';
import type { GameAccounts } from './accounts.ts';
import { POOL_NAMES, type PoolName } from './pools.ts';
import type { Chain } from './port.ts';
import { wloMintInstructions } from './token.ts';

/**
 * WLO each pool starts with on a new embedded chain, so payouts can be made at
 * once: the genesis plan (packages/shared), which `npm run launch` mints too.
 */
export const INITIAL_POOL_WLO: Record<PoolName, bigint> = genesisPoolBaseUnits();

/** The plan names exactly the game's pools: a pool added to one and not the other fails to compile. */
const planNamesEveryPool: [PoolName] extends [GenesisPool]
  ? [GenesisPool] extends [PoolName]
    ? true
    : never
  : never = true;
void planNamesEveryPool;

/** All the WLO the first start mints: the embedded chain's supply before any faucet mint or burn. */
export const INITIAL_MINT = Object.values(INITIAL_POOL_WLO).reduce((sum, amount) => sum + amount, 0n);

/**
 * First start of the embedded chain (or the local node): fund the game's keys with SOL, create
 * the WLO mint (6 decimals), the pools' token accounts, and mint the pools'
 * starting balances. Every step is a real transaction on the chain.
 */
export async function bootstrapEmbeddedChain(
  chain: Chain,
  accounts: GameAccounts,
  mintSigner: KeyPairSigner,
): Promise<void> {
  const authority = accounts.mintAuthority;
  if (!authority) throw new Error('embedded bootstrap needs the mint authority');
  await chain.airdrop(authority.address, 1_000n * LAMPORTS_PER_SOL);
  for (const pool of POOL_NAMES) await chain.airdrop(accounts.pools[pool].address, 10n * LAMPORTS_PER_SOL);

  const mintSize = BigInt(getMintSize());
  const createMint: Instruction[] = [
    getCreateAccountInstruction({
      payer: authority,
      newAccount: mintSigner,
      lamports: await chain.getMinimumBalanceForRentExemption(mintSize),
      space: mintSize,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({
      mint: mintSigner.address,
      decimals: WLO_DECIMALS,
      mintAuthority: authority.address,
    }),
  ];
  await send(chain, authority, [mintSigner], createMint);

  const fundPools: Instruction[] = [];
  for (const pool of POOL_NAMES) {
    const owner = accounts.pools[pool].address;
    fundPools.push(
      ...(await wloMintInstructions(accounts.wloMint, authority, owner, INITIAL_POOL_WLO[pool])),
    );
  }
  await send(chain, authority, [], fundPools);
}

/**
 * Pools the game gained after this chain was set up (a data directory of an
 * earlier version): SOL for their fees and an empty token account each, as
 * the first start gives every pool.
 */
export async function addPoolAccounts(
  chain: Chain,
  accounts: GameAccounts,
  added: readonly PoolName[],
): Promise<void> {
  const authority = accounts.mintAuthority;
  if (added.length === 0) return;
  if (!authority) throw new Error('adding pool accounts needs the mint authority');
  const instructions: Instruction[] = [];
  for (const pool of added) {
    const owner = accounts.pools[pool].address;
    await chain.airdrop(owner, 10n * LAMPORTS_PER_SOL);
    instructions.push(...(await wloMintInstructions(accounts.wloMint, authority, owner, 0n)));
  }
  await send(chain, authority, [], instructions);
}

async function send(
  chain: Chain,
  payer: KeyPairSigner,
  signers: KeyPairSigner[],
  instructions: Instruction[],
) {
  const transaction = await buildServerSigned(payer, signers, instructions, await chain.getLatestBlockhash());
  const signature = await chain.sendTransaction(transaction);
  // Over RPC, sent is not landed: the next step needs this one's accounts.
  const state = await chain.confirmTransaction(signature, 30_000);
  if (state !== 'confirmed')
    throw new Error(`setting up the game's accounts: transaction ${signature} ${state}`);
}
