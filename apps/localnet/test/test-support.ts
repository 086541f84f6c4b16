import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Address,
  airdropFactory,
  appendTransactionMessageInstructions,
  type Blockhash,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionWithBlockhashLifetime,
} from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { type Localnet, startLocalnet } from '../src/localnet.ts';

/** Test helpers for the local node: a node in a temp dir, kit clients, signed transfers, a mint. */

export function tempDir(dirs: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wos-localnet-'));
  dirs.push(dir);
  return dir;
}

export function removeDirs(dirs: string[]): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function kitClients(rpcUrl: string, wsUrl: string) {
  const rpc = createSolanaRpc(rpcUrl);
  const rpcSubscriptions = createSolanaRpcSubscriptions(wsUrl);
  return { rpc, rpcSubscriptions };
}

export type KitRpc = ReturnType<typeof kitClients>['rpc'];

export interface TestNode extends ReturnType<typeof kitClients> {
  node: Localnet;
  dir: string;
  airdrop: ReturnType<typeof airdropFactory>;
}

export async function startTestNode(dirs: string[]): Promise<TestNode> {
  const dir = tempDir(dirs);
  const node = await startLocalnet({ dataDir: dir, port: 0 });
  const clients = kitClients(node.rpcUrl, node.wsUrl);
  return { node, dir, ...clients, airdrop: airdropFactory(clients) };
}

export async function fundedSigner(test: TestNode, sol = 10n): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  await test.airdrop({
    recipientAddress: signer.address,
    lamports: lamports(sol * 1_000_000_000n),
    commitment: 'confirmed',
  });
  return signer;
}

export interface SignedTransaction {
  transaction: Awaited<ReturnType<typeof signTransactionMessageWithSigners>> &
    TransactionWithBlockhashLifetime;
  base64: string;
  signature: string;
}

/** Signs `instructions` paid by `payer` on the node's latest blockhash (or the one given). */
export async function signed(
  rpc: KitRpc,
  payer: KeyPairSigner,
  instructions: Instruction[],
  lifetime?: { blockhash: Blockhash; lastValidBlockHeight: bigint },
): Promise<SignedTransaction> {
  const blockhash = lifetime ?? (await rpc.getLatestBlockhash().send()).value;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const transaction = (await signTransactionMessageWithSigners(message)) as SignedTransaction['transaction'];
  return {
    transaction,
    base64: getBase64EncodedWireTransaction(transaction),
    signature: getSignatureFromTransaction(transaction),
  };
}

export function transferSol(from: KeyPairSigner, to: Address, amount: bigint): Instruction {
  return getTransferSolInstruction({ source: from, destination: to, amount });
}

/** Creates a mint (6 decimals) with `owner`'s associated token account holding `amount`. */
export async function mintWithAccount(test: TestNode, payer: KeyPairSigner, owner: Address, amount: bigint) {
  const mint = await generateKeyPairSigner();
  const space = BigInt(getMintSize());
  const rent = await test.rpc.getMinimumBalanceForRentExemption(space).send();
  const [ata] = await findAssociatedTokenPda({
    owner,
    mint: mint.address,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  const tx = await signed(test.rpc, payer, [
    getCreateAccountInstruction({
      payer,
      newAccount: mint,
      lamports: rent,
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({ mint: mint.address, decimals: 6, mintAuthority: payer.address }),
    getCreateAssociatedTokenIdempotentInstruction({ payer, owner, mint: mint.address, ata }),
    getMintToInstruction({ mint: mint.address, token: ata, mintAuthority: payer, amount }),
  ]);
  await sendAndWait(test.rpc, tx.base64);
  return { mint: mint.address, ata };
}

/** Sends with preflight and polls until the status is known. */
export async function sendAndWait(rpc: KitRpc, base64: string) {
  const signature = await rpc.sendTransaction(base64 as never, { encoding: 'base64' }).send();
  return { signature, status: await waitForStatus(rpc, signature) };
}

export async function waitForStatus(rpc: KitRpc, signature: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([signature as never]).send();
    if (value[0]) return value[0];
    if (Date.now() > deadline) throw new Error(`no status for ${signature} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A raw JSON-RPC call, for shapes and errors a typed client hides. */
export async function rawRpc(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  try {
    return { status: response.status, json: text ? JSON.parse(text) : undefined };
  } catch {
    return { status: response.status, json: text };
  }
}

export interface RpcAnswer<T> {
  result?: T;
  error?: { code: number; message: string; data?: Record<string, unknown> };
}

export async function call<T = unknown>(
  url: string,
  method: string,
  params: unknown[] = [],
): Promise<RpcAnswer<T>> {
  const { json } = await rawRpc(url, { jsonrpc: '2.0', id: 1, method, params });
  return json as RpcAnswer<T>;
}
