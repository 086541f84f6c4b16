/**
 * `npm run localnet-payer -- --rpc <local node url> --out <keypair.json> [--sol <n>]`:
 * a new payer key file funded by the local node's faucet (docs/operations.md, Launch).
 */
import { parseArgs } from 'node:util';
import { fundedPayerFile } from './localnet-payer.ts';

const { values } = parseArgs({
  options: { rpc: { type: 'string' }, out: { type: 'string' }, sol: { type: 'string', default: '10' } },
});
if (!values.rpc || !values.out || !/^\d+$/.test(values.sol)) {
  console.error(
    'usage: npm run localnet-payer -- --rpc <local node url> --out <keypair.json> [--sol <whole SOL>]',
  );
  process.exit(2);
}
try {
  const payer = await fundedPayerFile(values.rpc, values.out, BigInt(values.sol));
  console.log(`created ${values.out}: ${payer} with ${values.sol} SOL from the local node's faucet`);
} catch (error) {
  console.error(`localnet-payer failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
