import { type Address, fetchEncodedAccounts, type MaybeEncodedAccount } from '@solana/kit';
import { getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { fromBaseUnits, LAMPORTS_PER_SOL, SOL_DECIMALS, WLO_DECIMALS } from '@wos/shared';
import { signerFromSecret } from '@wos/svm';
import { POOL_NAMES, type PoolName } from '../../../chain/pools.ts';
import { associatedTokenAddressSync } from '../../../chain/token.ts';
import { POOL_KEY_VARS, poolAddressVar } from '../../../platform/config.ts';
import {
  type CheckResult,
  type DoctorCheck,
  type DoctorContext,
  fail,
  notRead,
  ok,
  reasonOf,
  warn,
} from '../check.ts';

/**
 * SOL a pool keeps for its transactions' fees and rent. A payout costs its
 * pool 5,000 lamports plus at most PAYOUT_PRIORITY_CAP_LAMPORTS (10,000 by
 * default), and 0.00203928 SOL of rent when the payee has no WLO account
 * yet: 0.05 SOL is about 3,300 payouts to known wallets, or 24 to new ones,
 * enough to top up in time when the warning shows.
 */
export const POOL_SOL_RESERVE_LAMPORTS = LAMPORTS_PER_SOL / 20n;

const nameOf = (pool: PoolName) => `pool ${pool}`;

/** Each pool key parses, is the key of its *_ADDRESS when given, has SOL for fees and its WLO account. */
export const poolsCheck: DoctorCheck = {
  name: 'pools',
  async run(context): Promise<CheckResult[]> {
    const { config } = context;
    if (!context.rpc) return [ok('pools', 'the embedded chain: the game keeps its pool keys in DATA_DIR')];
    if (!config.keys.wloMint) {
      return [ok('pools', 'no WLO_MINT: the game creates its pool keys on the local node at first start')];
    }
    const keyed = await Promise.all(POOL_NAMES.map((pool) => poolAddress(context, pool)));
    const valid = keyed.filter((entry): entry is KeyOf => 'address' in entry);
    const chainLines = await balances(context, valid);
    return keyed.map((entry) =>
      'result' in entry ? entry.result : (chainLines.get(entry.pool) ?? ok(nameOf(entry.pool), entry.note)),
    );
  },
};

/** A pool whose key is usable: its address, and what was compared. */
interface KeyOf {
  pool: PoolName;
  address: Address;
  note: string;
}

type KeyedPool = KeyOf | { pool: PoolName; result: CheckResult };

/** The pool's public key from its secret, checked against its *_ADDRESS; never reads or prints the secret beyond that. */
async function poolAddress({ config }: DoctorContext, pool: PoolName): Promise<KeyedPool> {
  const keyVar = POOL_KEY_VARS[pool];
  const addressVar = poolAddressVar(pool);
  const secret = config.keys.pools[pool];
  if (!secret) {
    return {
      pool,
      result: fail(
        nameOf(pool),
        `${keyVar} is not set`,
        `set ${keyVar} (npm run launch writes every pool key)`,
      ),
    };
  }
  let address: Address;
  try {
    address = (await signerFromSecret(secret)).address;
  } catch (error) {
    return {
      pool,
      result: fail(
        nameOf(pool),
        `${keyVar} is not a usable key: ${reasonOf(error)}`,
        `set ${keyVar} to the pool's key`,
      ),
    };
  }
  const expected = config.keys.poolAddresses[pool];
  if (expected && expected !== address) {
    return {
      pool,
      result: fail(
        nameOf(pool),
        `${keyVar} is not the key of ${addressVar} ${expected} (it is the key of ${address})`,
        `set ${keyVar} to the key of ${expected}, or ${addressVar} to the pool's real address`,
      ),
    };
  }
  return { pool, address, note: expected ? `key matches ${addressVar}` : `no ${addressVar} to compare` };
}

/** One getMultipleAccounts for every pool wallet and its WLO account; a line per pool. */
async function balances(
  context: DoctorContext,
  pools: readonly KeyOf[],
): Promise<Map<PoolName, CheckResult>> {
  const lines = new Map<PoolName, CheckResult>();
  const { config, rpc } = context;
  const mint = config.keys.wloMint as Address;
  if (!rpc || pools.length === 0) return lines;
  if (!context.rpcAnswered) {
    for (const { pool, address } of pools) lines.set(pool, notRead(nameOf(pool), `${address}'s balances`));
    return lines;
  }
  const tokenAccounts = pools.map(({ address }) => associatedTokenAddressSync(address, mint));
  let accounts: MaybeEncodedAccount[];
  try {
    accounts = await fetchEncodedAccounts(rpc, [...pools.map((entry) => entry.address), ...tokenAccounts], {
      abortSignal: AbortSignal.timeout(config.solanaRpcTimeoutMs),
    });
  } catch (error) {
    for (const { pool } of pools) {
      lines.set(
        pool,
        fail(nameOf(pool), `balances could not be read: ${reasonOf(error)}`, 'check the rpc line'),
      );
    }
    return lines;
  }
  pools.forEach((key, index) => {
    const wallet = accounts[index];
    const tokenAccount = accounts[pools.length + index];
    lines.set(key.pool, poolLine(key, wallet, tokenAccount, tokenAccounts[index]));
  });
  return lines;
}

function poolLine(
  { pool, address, note }: KeyOf,
  wallet: MaybeEncodedAccount | undefined,
  tokenAccount: MaybeEncodedAccount | undefined,
  tokenAddress: Address | undefined,
): CheckResult {
  const name = nameOf(pool);
  const lamports = wallet?.exists ? wallet.lamports : 0n;
  const sol = `${fromBaseUnits(lamports, SOL_DECIMALS)} SOL`;
  if (!tokenAccount?.exists || tokenAccount.programAddress !== TOKEN_PROGRAM_ADDRESS) {
    return fail(
      name,
      `${address} has no WLO token account (${tokenAddress}); ${sol} (${note})`,
      "npm run launch creates it (it is the pool wallet's associated token account of WLO_MINT)",
    );
  }
  const wlo = `${fromBaseUnits(getTokenDecoder().decode(tokenAccount.data).amount, WLO_DECIMALS)} WLO`;
  const reserve = `${fromBaseUnits(POOL_SOL_RESERVE_LAMPORTS, SOL_DECIMALS)} SOL`;
  if (lamports < POOL_SOL_RESERVE_LAMPORTS) {
    return warn(
      name,
      `${address} holds ${sol}, under the ${reserve} kept for fees and payees' token accounts; ${wlo} (${note})`,
      `send SOL to ${address}`,
    );
  }
  return ok(name, `${address}: ${sol}, ${wlo} (${note})`);
}
