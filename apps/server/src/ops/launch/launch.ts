import { readFile } from 'node:fs/promises';
import type { KeyPairSigner } from '@solana/kit';
import { signerFromSecret } from '@wos/svm';
import { formatSol, type LaunchArgs } from './args.ts';
import { mintStep, solStep, tokenAccountsStep } from './chain-steps.ts';
import { checkCluster } from './cluster-check.ts';
import { genesisStep } from './genesis-step.ts';
import { ensureKeys } from './keys-step.ts';
import { LaunchFile } from './launch-file.ts';
import { MINT_SECRET_VAR } from './launch-keys.ts';
import { type LaunchRpc, launchRpc } from './launch-rpc.ts';
import { Sender } from './sender.ts';
import type { StepContext, StepLine } from './step.ts';

/** The chain steps, in the order each needs the one before. */
const CHAIN_STEPS = [mintStep, solStep, tokenAccountsStep, genesisStep] as const;

export interface LaunchOutcome {
  lines: StepLine[];
  /** What the steps cost the payer (planned, on a dry run). */
  lamports: bigint;
}

/**
 * `npm run launch`: keys, the mint, SOL, token accounts and the genesis plan,
 * each step checked on chain first and done only when missing. `print` gets
 * every line the operator sees; none carries a secret.
 */
export async function launch(args: LaunchArgs, print: (line: string) => void): Promise<LaunchOutcome> {
  const rpc = launchRpc(args.rpcUrl);
  await checkCluster(rpc, args.network, args.rpcUrl);
  const payer = await readPayer(args.payerFile);
  const file = await LaunchFile.open(args.outFile, args.dryRun);
  const sender = new Sender(rpc, file, payer);
  const lines: StepLine[] = [];
  const show = (line: StepLine) => {
    lines.push(line);
    print(formatLine(line, args.dryRun));
  };

  const { keys, added } = await ensureKeys(file, {
    network: args.network,
    rpcUrl: args.rpcUrl,
    mint: args.mint,
  });
  // Each pool's *_ADDRESS comes with its key; naming the keys says it all.
  const named = added.filter((name) => !name.endsWith('_ADDRESS'));
  show({
    status: added.length > 0 ? 'created' : 'skipped',
    step: 'keys',
    detail:
      added.length > 0
        ? `${named.join(', ')} ${args.dryRun ? 'to be written to' : 'written to'} ${args.outFile}`
        : `all in ${args.outFile}`,
    lamports: 0n,
  });

  const settled = args.dryRun ? 'none' : await sender.settlePending();
  if (settled !== 'none')
    print(`         the last run's unfinished transaction ${settled}; each step reads the chain again`);

  const base = {
    rpc,
    sender,
    payer,
    keys,
    network: args.network,
    givenMint: args.mint !== undefined,
    poolLamports: args.poolLamports,
  };
  // The plan first, reading only: the payer must cover it before anything is sent.
  const planned: StepLine[] = [];
  const plan: StepContext = {
    ...base,
    act: false,
    report: (line) => planned.push(line),
  };
  for (const step of CHAIN_STEPS) await step(plan);
  const needed = planned.reduce((sum, line) => sum + line.lamports, 0n);
  const held = await rpc.lamports(payer.address);
  if (args.dryRun) {
    for (const line of planned) show(line);
    print(
      `dry run: needs ${formatSol(needed)} SOL; the payer ${payer.address} holds ${formatSol(held)} SOL; nothing sent or written`,
    );
    return { lines, lamports: needed };
  }
  if (held < needed) {
    throw new Error(
      `the payer ${payer.address} holds ${formatSol(held)} SOL; the launch needs ${formatSol(needed)} SOL`,
    );
  }

  const act: StepContext = { ...base, act: true, report: show };
  for (const step of CHAIN_STEPS) await step(act);
  await forgetMintKey(file, rpc, keys.mint);
  const spent = lines.reduce((sum, line) => sum + line.lamports, 0n);
  print(`total: ${formatSol(spent)} SOL from the payer; env file ${args.outFile} (mode 0600)`);
  return { lines, lamports: spent };
}

/** The mint's own key signs its creation and nothing after: once the mint exists it leaves the file. */
async function forgetMintKey(
  file: LaunchFile,
  rpc: LaunchRpc,
  mint: StepContext['keys']['mint'],
): Promise<void> {
  if (!file.get(MINT_SECRET_VAR) || !(await rpc.mint(mint))) return;
  file.delete(MINT_SECRET_VAR);
  await file.save();
}

async function readPayer(file: string): Promise<KeyPairSigner> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`--payer ${file} cannot be read`);
  }
  try {
    return await signerFromSecret(text);
  } catch {
    throw new Error(
      `--payer ${file} is not a keypair file (a JSON array of 64 bytes, as solana-keygen writes)`,
    );
  }
}

const WIDTHS = { status: 12, step: 32 } as const;

function formatLine(line: StepLine, dryRun: boolean): string {
  const status =
    dryRun && (line.status === 'created' || line.status === 'done')
      ? `would ${line.status === 'created' ? 'create' : 'do'}`
      : line.status;
  return `${status.padEnd(WIDTHS.status)} ${line.step.padEnd(WIDTHS.step)} ${formatSol(line.lamports).padStart(12)} SOL  ${line.detail}`;
}
