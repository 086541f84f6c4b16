// Airdrop, transfer SOL and read balances on a Solana JSON-RPC node using only
// @solana/web3.js's Connection. Usage: node scripts/localnet-web3-smoke.mjs [url]
// (default: LOCALNET_URL or http://127.0.0.1:8899, i.e. `npm run localnet`).
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js';

const url = process.argv[2] ?? process.env.LOCALNET_URL ?? 'http://127.0.0.1:8899';
const AIRDROP = 2 * LAMPORTS_PER_SOL;
const TRANSFER = LAMPORTS_PER_SOL / 2;
const FEE = 5000;

async function main() {
  const connection = new Connection(url, 'confirmed');
  const alice = Keypair.generate();
  const bob = Keypair.generate();
  console.log(
    `node ${url}: version ${JSON.stringify(await connection.getVersion())}, slot ${await connection.getSlot()}`,
  );

  const airdrop = await connection.requestAirdrop(alice.publicKey, AIRDROP);
  const latest = await connection.getLatestBlockhash();
  const airdropResult = await connection.confirmTransaction({ signature: airdrop, ...latest }, 'confirmed');
  if (airdropResult.value.err) throw new Error(`airdrop failed: ${JSON.stringify(airdropResult.value.err)}`);
  console.log(`airdrop ${AIRDROP / LAMPORTS_PER_SOL} SOL to ${alice.publicKey.toBase58()}: ${airdrop}`);

  const transfer = new Transaction().add(
    SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports: TRANSFER }),
  );
  const transferSignature = await sendAndConfirmTransaction(connection, transfer, [alice], {
    commitment: 'confirmed',
  });
  console.log(
    `transfer ${TRANSFER / LAMPORTS_PER_SOL} SOL to ${bob.publicKey.toBase58()}: ${transferSignature}`,
  );

  const [aliceBalance, bobBalance] = await Promise.all([
    connection.getBalance(alice.publicKey, 'confirmed'),
    connection.getBalance(bob.publicKey, 'confirmed'),
  ]);
  console.log(`balance alice ${aliceBalance} lamports (${aliceBalance / LAMPORTS_PER_SOL} SOL)`);
  console.log(`balance bob   ${bobBalance} lamports (${bobBalance / LAMPORTS_PER_SOL} SOL)`);

  const expectedAlice = AIRDROP - TRANSFER - FEE;
  let ok = true;
  if (aliceBalance !== expectedAlice) {
    console.error(`MISMATCH: alice has ${aliceBalance}, expected ${expectedAlice}`);
    ok = false;
  }
  if (bobBalance !== TRANSFER) {
    console.error(`MISMATCH: bob has ${bobBalance}, expected ${TRANSFER}`);
    ok = false;
  }
  console.log(ok ? 'OK: airdrop, transfer and balances match' : 'FAILED');
  return ok;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error('FAILED:', error);
    process.exit(1);
  },
);
