import { parseArgs } from 'node:util';
import { LAMPORTS_PER_SOL, NETWORKS, type Network } from '@wos/shared';

export interface LaunchArgs {
  network: Network;
  rpcUrl: string;
  payerFile: string;
  /** An existing WLO mint (mainnet's): nothing is created or minted on it. */
  mint: string | undefined;
  outFile: string;
  dryRun: boolean;
  /** SOL each pool (and the mint authority on localnet) is topped up to, for fees and players' token accounts. */
  poolLamports: bigint;
}

export const USAGE = `npm run launch -- --network <localnet|devnet|mainnet> --rpc <url> --payer <keypair.json>
                  [--mint <address>] [--out <env file>] [--pool-sol <SOL>] [--dry-run]`;

/** Half a SOL a pool: thousands of payout fees and a few hundred players' token accounts. */
export const DEFAULT_POOL_SOL = '0.5';

/** Reads the command line; throws a message naming what is wrong (the usage follows it). */
export function parseLaunchArgs(argv: readonly string[]): LaunchArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      network: { type: 'string' },
      rpc: { type: 'string' },
      payer: { type: 'string' },
      mint: { type: 'string' },
      out: { type: 'string' },
      'pool-sol': { type: 'string', default: DEFAULT_POOL_SOL },
      'dry-run': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const network = values.network;
  if (!network || !(NETWORKS as readonly string[]).includes(network)) {
    throw new Error(`--network must be one of ${NETWORKS.join(', ')}`);
  }
  if (!values.rpc) throw new Error('--rpc <url> is required');
  if (!/^https?:\/\//.test(values.rpc)) throw new Error('--rpc must be an http(s) URL');
  if (!values.payer) throw new Error('--payer <keypair.json> is required');
  if (network === 'mainnet' && !values.mint) {
    throw new Error(
      "mainnet's WLO already exists: give it with --mint <address> (launch creates no mint there)",
    );
  }
  return {
    network: network as Network,
    rpcUrl: values.rpc,
    payerFile: values.payer,
    mint: values.mint,
    outFile: values.out ?? `.env.${network}`,
    dryRun: values['dry-run'] ?? false,
    poolLamports: solToLamports(values['pool-sol'] ?? DEFAULT_POOL_SOL),
  };
}

function solToLamports(text: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,9}))?$/.exec(text);
  if (!match) throw new Error('--pool-sol must be an amount of SOL such as 0.5');
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * LAMPORTS_PER_SOL + BigInt(fraction.padEnd(9, '0'));
}

/** Lamports as SOL for a report: 2039280 → "0.00203928". */
export function formatSol(lamports: bigint): string {
  const whole = lamports / LAMPORTS_PER_SOL;
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}
