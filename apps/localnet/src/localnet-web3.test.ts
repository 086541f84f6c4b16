import { address } from '@solana/kit';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundedSigner,
  mintWithAccount,
  removeDirs,
  startTestNode,
  type TestNode,
} from '../test/test-support.ts';

const dirs: string[] = [];
let test: TestNode;
let connection: Connection;

beforeAll(async () => {
  test = await startTestNode(dirs);
  // web3.js finds the WebSocket on the next port, as with solana-test-validator.
  connection = new Connection(test.node.rpcUrl, 'confirmed');
});
afterAll(async () => {
  await test?.node.close();
  removeDirs(dirs);
});

async function airdrop(to: PublicKey, lamports: number): Promise<void> {
  const signature = await connection.requestAirdrop(to, lamports);
  const latest = await connection.getLatestBlockhash();
  const result = await connection.confirmTransaction({ signature, ...latest });
  expect(result.value.err).toBeNull();
}

describe('the local node with @solana/web3.js Connection', () => {
  it('airdrops, confirms and reads the balance', async () => {
    const alice = Keypair.generate();
    await airdrop(alice.publicKey, 2 * LAMPORTS_PER_SOL);
    expect(await connection.getBalance(alice.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
    const info = await connection.getAccountInfo(alice.publicKey);
    expect(info?.owner.equals(SystemProgram.programId)).toBe(true);
    expect(await connection.getSlot()).toBeGreaterThanOrEqual(0);
    expect((await connection.getEpochInfo()).slotsInEpoch).toBe(432_000);
  });

  it('sends and confirms a SOL transfer (sendAndConfirmTransaction)', async () => {
    const alice = Keypair.generate();
    const bob = Keypair.generate();
    await airdrop(alice.publicKey, LAMPORTS_PER_SOL);
    const transfer = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: alice.publicKey,
        toPubkey: bob.publicKey,
        lamports: LAMPORTS_PER_SOL / 4,
      }),
    );
    const signature = await sendAndConfirmTransaction(connection, transfer, [alice]);
    expect(await connection.getBalance(bob.publicKey)).toBe(LAMPORTS_PER_SOL / 4);
    expect(await connection.getBalance(alice.publicKey)).toBe((3 * LAMPORTS_PER_SOL) / 4 - 5000);
    const status = await connection.getSignatureStatus(signature, { searchTransactionHistory: true });
    expect(status.value?.err).toBeNull();
    expect(status.value?.confirmationStatus).toBe('finalized');
    // The legacy confirmation (by signature alone) works too.
    expect((await connection.confirmTransaction(signature)).value.err).toBeNull();
  });

  it('reads token accounts parsed (getParsedTokenAccountsByOwner)', async () => {
    const payer = await fundedSigner(test);
    const owner = Keypair.generate();
    const { mint, ata } = await mintWithAccount(test, payer, address(owner.publicKey.toBase58()), 2_500_000n);
    const parsed = await connection.getParsedTokenAccountsByOwner(owner.publicKey, {
      programId: new PublicKey(TOKEN_PROGRAM_ADDRESS),
    });
    expect(parsed.value).toHaveLength(1);
    expect(parsed.value[0]?.pubkey.toBase58()).toBe(ata);
    expect(parsed.value[0]?.account.data.parsed.info).toMatchObject({
      mint,
      owner: owner.publicKey.toBase58(),
      tokenAmount: { amount: '2500000', decimals: 6, uiAmount: 2.5, uiAmountString: '2.5' },
    });
    const byMint = await connection.getParsedTokenAccountsByOwner(owner.publicKey, {
      mint: new PublicKey(mint),
    });
    expect(byMint.value).toHaveLength(1);
    expect((await connection.getTokenAccountBalance(new PublicKey(ata))).value.uiAmount).toBe(2.5);
    expect((await connection.getTokenSupply(new PublicKey(mint))).value.amount).toBe('2500000');
  });

  it('turns a preflight failure into SendTransactionError with the logs', async () => {
    const alice = Keypair.generate();
    await airdrop(alice.publicKey, LAMPORTS_PER_SOL);
    const tooMuch = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: alice.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 5 * LAMPORTS_PER_SOL,
      }),
    );
    const error = await sendAndConfirmTransaction(connection, tooMuch, [alice]).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SendTransactionError);
    const sendError = error as SendTransactionError;
    expect(sendError.transactionError.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    );
    expect((await sendError.getLogs(connection)).join('\n')).toMatch(/insufficient lamports/);
    expect(await connection.getBalance(alice.publicKey)).toBe(LAMPORTS_PER_SOL);
  });
});
