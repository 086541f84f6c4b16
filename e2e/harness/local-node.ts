import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type Address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { findAssociatedTokenPda, getTransferInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';

export { spawnLocalnet } from '../../apps/localnet/src/spawn.ts';

/** The keys the game keeps in DATA_DIR for a local node (apps/server/src/chain/open.ts). */
interface LocalNodeKeys {
  wloMint: string;
  pools: Record<string, string>;
}

/** One pool's key, read where the game keeps it: the key holder can move the pool's funds. */
export async function poolSigner(dataDir: string, pool: string): Promise<KeyPairSigner> {
  const keys = JSON.parse(await readFile(path.join(dataDir, 'localnet-keys.json'), 'utf8')) as LocalNodeKeys;
  const secret = keys.pools[pool];
  if (!secret) throw new Error(`no ${pool} key in ${dataDir}`);
  return createKeyPairSignerFromPrivateKeyBytes(Uint8Array.from(getBase58Encoder().encode(secret)));
}

export async function wloMintOf(dataDir: string): Promise<Address> {
  const keys = JSON.parse(await readFile(path.join(dataDir, 'localnet-keys.json'), 'utf8')) as LocalNodeKeys;
  const seed = Uint8Array.from(getBase58Encoder().encode(keys.wloMint));
  return (await createKeyPairSignerFromPrivateKeyBytes(seed)).address;
}

/** Sends a transaction `feePayer` pays for (the instructions' signers sign too); waits until confirmed. */
async function sendSigned(
  rpcUrl: string,
  feePayer: KeyPairSigner,
  instructions: Instruction[],
): Promise<void> {
  const rpc = createSolanaRpc(rpcUrl);
  const { value: blockhash } = await rpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const transaction = await signTransactionMessageWithSigners(message);
  const signature = getSignatureFromTransaction(transaction);
  await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send();
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([signature]).send();
    const status = value[0];
    if (status?.err) throw new Error(`${signature} failed: ${JSON.stringify(status.err)}`);
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Moves all of a wallet's SOL to `to`, the fee paid out of it: the wallet is left with none
 * (it may not keep less than its rent), so it can pay no network fee after.
 */
export async function sweepSol(rpcUrl: string, from: KeyPairSigner, to: Address): Promise<void> {
  const { value: lamports } = await createSolanaRpc(rpcUrl).getBalance(from.address).send();
  const fee = 5_000n;
  await sendSigned(rpcUrl, from, [
    getTransferSolInstruction({ source: from, destination: to, amount: lamports - fee }),
  ]);
}

/** Moves `amount` WLO base units from one wallet's token account to another's, which pays the fee. */
export async function moveWlo(
  rpcUrl: string,
  mint: Address,
  from: KeyPairSigner,
  to: KeyPairSigner,
  amount: bigint,
): Promise<void> {
  const ata = async (owner: Address) =>
    (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];
  await sendSigned(rpcUrl, to, [
    getTransferInstruction({
      source: await ata(from.address),
      destination: await ata(to.address),
      authority: from,
      amount,
    }),
  ]);
}

/** A wallet's WLO in base units (0 without a token account). */
export async function wloBalanceOf(rpcUrl: string, mint: Address, owner: Address): Promise<bigint> {
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  try {
    const { value } = await createSolanaRpc(rpcUrl).getTokenAccountBalance(ata).send();
    return BigInt(value.amount);
  } catch {
    return 0n;
  }
}
