/**
 * `npm run spec-client -- <server-url>`: a client built from the
 * specifications alone buys a SOL farmer pack, a WLO hero pack and, after a
 * stake and the wheel, a discounted pack; opens each and verifies its proof;
 * then lists and sells a farmer on the marketplace. Prints each step and OK,
 * or the step that failed (exit 1). Localnet only (it uses /dev/airdrop).
 */
import { runSpecClient } from './spec-client/flow.ts';

const [serverUrl] = process.argv.slice(2);
if (!serverUrl) {
  console.error('usage: npm run spec-client -- <server-url>');
  process.exitCode = 2;
} else {
  try {
    await runSpecClient(serverUrl, (line) => console.log(line));
    console.log('OK');
  } catch (error) {
    console.log(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
