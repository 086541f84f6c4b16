/**
 * `npm run launch -- --network <n> --rpc <url> --payer <keypair.json> [--mint <address>] [--out <file>] [--dry-run]`
 * (docs/operations.md, Launch).
 */
import { parseLaunchArgs, USAGE } from './args.ts';
import { launch } from './launch.ts';

async function main(): Promise<number> {
  let args: ReturnType<typeof parseLaunchArgs>;
  try {
    args = parseLaunchArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\nusage: ${USAGE}`);
    return 2;
  }
  try {
    await launch(args, (line) => console.log(line));
    return 0;
  } catch (error) {
    // Our messages name keys by variable and show addresses only, never a value.
    console.error(`launch failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main();
