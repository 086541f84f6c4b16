import { writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  getAddressEncoder,
  lamports,
} from '@solana/kit';

/**
 * A payer key file as `solana-keygen new` writes it (a JSON array of the 64
 * bytes, mode 0600), funded by the local node's faucet (requestAirdrop): what
 * `npm run launch -- --network localnet --payer <file>` needs on this machine,
 * where no Solana CLI is installed. Devnet and mainnet payers are the operator's.
 */
export async function fundedPayerFile(rpcUrl: string, file: string, sol: bigint): Promise<Address> {
  const seed = crypto.getRandomValues(new Uint8Array(32));
  const signer = await createKeyPairSignerFromPrivateKeyBytes(seed);
  await writeFile(file, JSON.stringify([...seed, ...getAddressEncoder().encode(signer.address)]), {
    mode: 0o600,
    flag: 'wx',
  });
  const rpc = createSolanaRpc(rpcUrl);
  await rpc.requestAirdrop(signer.address, lamports(sol * 1_000_000_000n)).send();
  for (let i = 0; i < 100; i += 1) {
    if ((await rpc.getBalance(signer.address, { commitment: 'confirmed' }).send()).value > 0n)
      return signer.address;
    await sleep(100);
  }
  throw new Error('the airdrop to the payer never landed');
}
