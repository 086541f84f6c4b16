import {
  generateKeyPairSigner,
  getBase58Decoder,
  isSolanaError,
  lamports,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
  sendAndConfirmTransactionFactory,
} from '@solana/kit';
import {
  AuthorityType,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToInstruction,
  getSetAuthorityInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  fundedSigner,
  kitClients,
  mintWithAccount,
  rawRpc,
  removeDirs,
  sendAndWait,
  signed,
  startTestNode,
  type TestNode,
  transferSol,
  waitForStatus,
} from '../test/test-support.ts';

const dirs: string[] = [];
let test: TestNode;
const SOL = 1_000_000_000n;

beforeAll(async () => {
  test = await startTestNode(dirs);
});
afterAll(async () => {
  await test?.node.close();
  removeDirs(dirs);
});

describe('the local node with @solana/kit', () => {
  it('answers the cluster methods in their shapes', async () => {
    const { rpc } = test;
    const latest = await rpc.getLatestBlockhash().send();
    expect(latest.context.slot).toBeTypeOf('bigint');
    expect(latest.value.lastValidBlockHeight).toBe(latest.context.slot + 150n);
    expect((await rpc.isBlockhashValid(latest.value.blockhash).send()).value).toBe(true);
    expect(await rpc.getHealth().send()).toBe('ok');
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/);
    const epoch = await rpc.getEpochInfo().send();
    expect(epoch.blockHeight).toBe(epoch.absoluteSlot);
    expect(await rpc.getGenesisHash().send()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n);
    expect(await rpc.getBlockHeight().send()).toBeGreaterThanOrEqual(epoch.blockHeight);
  });

  it('airdrops (a real, unique transfer each time) and confirms a transfer with sendAndConfirmTransactionFactory', async () => {
    const alice = await generateKeyPairSigner();
    const bob = await generateKeyPairSigner();
    const first = await test.rpc.requestAirdrop(alice.address, lamports(3n * SOL)).send();
    const second = await test.rpc.requestAirdrop(alice.address, lamports(3n * SOL)).send();
    expect(first).not.toBe(second);
    // Answered only once durable: the balance is there at once.
    expect((await test.rpc.getBalance(alice.address).send()).value).toBe(6n * SOL);
    expect((await waitForStatus(test.rpc, first)).err).toBeNull();

    const transfer = await signed(test.rpc, alice, [transferSol(alice, bob.address, SOL)]);
    await sendAndConfirmTransactionFactory(test)(transfer.transaction, { commitment: 'confirmed' });
    expect((await test.rpc.getBalance(bob.address).send()).value).toBe(SOL);
    expect((await test.rpc.getBalance(alice.address).send()).value).toBe(5n * SOL - 5_000n);
    const status = await waitForStatus(test.rpc, transfer.signature);
    expect(status.confirmationStatus).toBe('finalized');
    expect(status.err).toBeNull();
  });

  it('serves SPL token accounts and mints: jsonParsed, base64, dataSlice, filters', async () => {
    const payer = await fundedSigner(test);
    const { mint, ata } = await mintWithAccount(test, payer, payer.address, 1_500_000n);
    const { rpc } = test;

    const balance = await rpc.getTokenAccountBalance(ata).send();
    expect(balance.value).toEqual({ amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' });
    expect((await rpc.getTokenSupply(mint).send()).value.amount).toBe('1500000');

    const parsed = await rpc.getAccountInfo(ata, { encoding: 'jsonParsed' }).send();
    const data = parsed.value?.data as {
      program: string;
      parsed: { type: string; info: Record<string, unknown> };
    };
    expect(data.program).toBe('spl-token');
    expect(data.parsed.type).toBe('account');
    expect(data.parsed.info).toMatchObject({
      mint,
      owner: payer.address,
      state: 'initialized',
      isNative: false,
    });
    const mintInfo = await rpc.getAccountInfo(mint, { encoding: 'jsonParsed' }).send();
    expect((mintInfo.value?.data as { parsed?: { info: unknown } } | undefined)?.parsed?.info).toMatchObject({
      decimals: 6,
      supply: '1500000',
      mintAuthority: payer.address,
      freezeAuthority: null,
      isInitialized: true,
    });

    const byMint = await rpc
      .getTokenAccountsByOwner(payer.address, { mint }, { encoding: 'jsonParsed' })
      .send();
    expect(byMint.value.map((entry) => entry.pubkey)).toEqual([ata]);
    const byProgram = await rpc
      .getTokenAccountsByOwner(payer.address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' })
      .send();
    expect(byProgram.value).toHaveLength(1);
    expect(Buffer.from(byProgram.value[0]?.account.data[0] ?? '', 'base64')).toHaveLength(165);

    const sliced = await rpc
      .getMultipleAccounts([ata, mint], { encoding: 'base64', dataSlice: { offset: 64, length: 8 } })
      .send();
    expect(Buffer.from(sliced.value[0]?.data[0] ?? '', 'base64').readBigUInt64LE(0)).toBe(1_500_000n);

    const holders = await rpc
      .getProgramAccounts(TOKEN_PROGRAM_ADDRESS, {
        encoding: 'base64',
        filters: [{ dataSize: 165n }, { memcmp: { offset: 0n, bytes: mint as never, encoding: 'base58' } }],
      })
      .send();
    expect(holders.map((entry) => entry.pubkey)).toEqual([ata]);
    const missing = await rpc.getAccountInfo((await generateKeyPairSigner()).address).send();
    expect(missing.value).toBeNull();
  });

  it('refuses a failing transaction at preflight with -32002, its err and logs, executing nothing', async () => {
    const alice = await fundedSigner(test, 1n);
    const bob = await generateKeyPairSigner();
    const tooMuch = await signed(test.rpc, alice, [transferSol(alice, bob.address, 5n * SOL)]);
    const error = await test.rpc
      .sendTransaction(tooMuch.base64 as never, { encoding: 'base64' })
      .send()
      .catch((caught: unknown) => caught);
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true);
    const raw = await call(test.node.rpcUrl, 'sendTransaction', [tooMuch.base64, { encoding: 'base64' }]);
    expect(raw.error?.code).toBe(-32002);
    expect(raw.error?.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    );
    expect(raw.error?.data).toMatchObject({
      err: { InstructionError: [0, { Custom: 1 }] },
      accounts: null,
      returnData: null,
    });
    expect(((raw.error?.data?.logs ?? []) as string[]).join('\n')).toMatch(/insufficient lamports/);
    expect((await test.rpc.getBalance(alice.address).send()).value).toBe(SOL);
    expect((await test.rpc.getSignatureStatuses([tooMuch.signature as never]).send()).value[0]).toBeNull();
  });

  it('with skipPreflight lands a failing transaction with its err and fee', async () => {
    const alice = await fundedSigner(test, 1n);
    const bob = await generateKeyPairSigner();
    const tooMuch = await signed(test.rpc, alice, [transferSol(alice, bob.address, 5n * SOL)]);
    const signature = await test.rpc
      .sendTransaction(tooMuch.base64 as never, { encoding: 'base64', skipPreflight: true })
      .send();
    expect(signature).toBe(tooMuch.signature);
    const status = await waitForStatus(test.rpc, signature);
    expect(status.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    expect((await test.rpc.getBalance(alice.address).send()).value).toBe(SOL - 5_000n);
  });

  it('refuses a bad signature with -32003 and drops it without preflight', async () => {
    const alice = await fundedSigner(test, 1n);
    const tx = await signed(test.rpc, alice, [
      transferSol(alice, (await generateKeyPairSigner()).address, SOL / 2n),
    ]);
    const bytes = Buffer.from(tx.base64, 'base64');
    bytes[10] = (bytes[10] ?? 0) ^ 0xff;
    const tampered = bytes.toString('base64');
    const refused = await call(test.node.rpcUrl, 'sendTransaction', [tampered, { encoding: 'base64' }]);
    expect(refused.error).toMatchObject({
      code: -32003,
      message: 'Transaction signature verification failure',
    });
    const dropped = await call<string>(test.node.rpcUrl, 'sendTransaction', [
      tampered,
      { encoding: 'base64', skipPreflight: true },
    ]);
    expect(dropped.result).toBeTypeOf('string');
    expect((await test.rpc.getSignatureStatuses([dropped.result as never]).send()).value[0]).toBeNull();
    expect((await test.rpc.getBalance(alice.address).send()).value).toBe(SOL);
  });

  it('simulates with logs and units, sigVerify and replaceRecentBlockhash', async () => {
    const alice = await fundedSigner(test, 1n);
    const bob = await generateKeyPairSigner();
    const tx = await signed(test.rpc, alice, [transferSol(alice, bob.address, SOL / 4n)]);
    const simulation = await test.rpc
      .simulateTransaction(tx.base64 as never, {
        encoding: 'base64',
        sigVerify: true,
        accounts: { addresses: [bob.address], encoding: 'base64' },
      })
      .send();
    expect(simulation.value.err).toBeNull();
    expect(simulation.value.logs?.[0]).toMatch(/^Program 11111111111111111111111111111111 invoke/);
    expect(simulation.value.unitsConsumed).toBeGreaterThan(0n);
    expect(simulation.value.accounts[0]?.lamports).toBe(SOL / 4n);
    // Simulation changes nothing.
    expect((await test.rpc.getBalance(bob.address).send()).value).toBe(0n);

    const stale = await signed(test.rpc, alice, [transferSol(alice, bob.address, SOL / 4n)], {
      blockhash: '11111111111111111111111111111111' as never,
      lastValidBlockHeight: 0n,
    });
    const expired = await test.rpc.simulateTransaction(stale.base64 as never, { encoding: 'base64' }).send();
    expect(expired.value.err).toBe('BlockhashNotFound');
    const replaced = await test.rpc
      .simulateTransaction(stale.base64 as never, { encoding: 'base64', replaceRecentBlockhash: true })
      .send();
    expect(replaced.value.err).toBeNull();
    expect(replaced.value.replacementBlockhash?.blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const both = await call(test.node.rpcUrl, 'simulateTransaction', [
      tx.base64,
      { encoding: 'base64', sigVerify: true, replaceRecentBlockhash: true },
    ]);
    expect(both.error?.code).toBe(-32602);
  });

  it('executes a transaction once however often it is sent', async () => {
    const alice = await fundedSigner(test, 2n);
    const bob = await generateKeyPairSigner();
    const tx = await signed(test.rpc, alice, [transferSol(alice, bob.address, SOL / 2n)]);
    const sends = await Promise.all(
      [1, 2, 3].map(() =>
        call<string>(test.node.rpcUrl, 'sendTransaction', [
          tx.base64,
          { encoding: 'base64', skipPreflight: true },
        ]),
      ),
    );
    expect(sends.map((answer) => answer.result)).toEqual([tx.signature, tx.signature, tx.signature]);
    const again = await call(test.node.rpcUrl, 'sendTransaction', [tx.base64, { encoding: 'base64' }]);
    expect(again.error?.code).toBe(-32002);
    expect(again.error?.data?.err).toBe('AlreadyProcessed');
    expect(again.error?.message).toBe(
      'Transaction simulation failed: This transaction has already been processed',
    );
    expect((await test.rpc.getBalance(bob.address).send()).value).toBe(SOL / 2n);
  });

  it('expires a blockhash 150 slots on: isBlockhashValid false, send refused with BlockhashNotFound or dropped', async () => {
    const alice = await fundedSigner(test, 2n);
    const bob = await generateKeyPairSigner();
    const tx = await signed(test.rpc, alice, [transferSol(alice, bob.address, SOL / 2n)]);
    const lifetime = tx.transaction.lifetimeConstraint;
    expect((await test.rpc.isBlockhashValid(lifetime.blockhash).send()).value).toBe(true);
    const warped = await call<{ slot: number }>(test.node.rpcUrl, 'wos_warpSlots', [151]);
    expect(warped.result?.slot).toBeGreaterThan(Number(lifetime.lastValidBlockHeight));
    expect((await test.rpc.isBlockhashValid(lifetime.blockhash).send()).value).toBe(false);

    const error = await test.rpc
      .sendTransaction(tx.base64 as never, { encoding: 'base64' })
      .send()
      .catch((caught: unknown) => caught);
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true);
    expect(isSolanaError((error as Error).cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)).toBe(
      true,
    );
    const raw = await call(test.node.rpcUrl, 'sendTransaction', [tx.base64, { encoding: 'base64' }]);
    expect(raw.error?.message).toBe('Transaction simulation failed: Blockhash not found');

    const dropped = await test.rpc
      .sendTransaction(tx.base64 as never, { encoding: 'base64', skipPreflight: true })
      .send();
    expect(dropped).toBe(tx.signature);
    const statuses = await test.rpc
      .getSignatureStatuses([dropped], { searchTransactionHistory: true })
      .send();
    expect(statuses.value[0]).toBeNull();
    expect((await test.rpc.getBalance(bob.address).send()).value).toBe(0n);
    // kit's confirmation sees the block height pass lastValidBlockHeight.
    const fresh = await signed(test.rpc, alice, [transferSol(alice, bob.address, SOL / 2n)]);
    await sendAndConfirmTransactionFactory(test)(fresh.transaction, { commitment: 'confirmed' });
    expect((await test.rpc.getBalance(bob.address).send()).value).toBe(SOL / 2n);
  });

  it('sets the chain clock (wos_setUnixTime) and prices a message (getFeeForMessage)', async () => {
    const target = 1_900_000_000;
    await call(test.node.rpcUrl, 'wos_setUnixTime', [target]);
    const now = await call<number>(test.node.rpcUrl, 'wos_getUnixTime');
    expect(now.result).toBeGreaterThanOrEqual(target);
    expect(now.result).toBeLessThan(target + 60);
    const alice = await fundedSigner(test, 1n);
    const clock = await test.rpc
      .getAccountInfo('SysvarC1ock11111111111111111111111111111111' as never, { encoding: 'base64' })
      .send();
    const unixTimestamp = Buffer.from(clock.value?.data[0] ?? '', 'base64').readBigInt64LE(32);
    expect(unixTimestamp).toBeGreaterThanOrEqual(BigInt(target));
    expect(unixTimestamp).toBeLessThan(BigInt(target + 60));

    const tx = await signed(test.rpc, alice, [transferSol(alice, alice.address, 1n)]);
    const messageBase64 = Buffer.from(tx.transaction.messageBytes).toString('base64');
    expect((await test.rpc.getFeeForMessage(messageBase64 as never).send()).value).toBe(5_000n);
  });

  it('finds token accounts by owner after transfers, and after an account changes owner', async () => {
    const payer = await fundedSigner(test);
    const [bob, carol] = [await generateKeyPairSigner(), await generateKeyPairSigner()];
    const { mint, ata } = await mintWithAccount(test, payer, payer.address, 1_000_000n);
    const [bobAta] = await findAssociatedTokenPda({
      owner: bob.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const ownersOf = async (owner: typeof payer.address) =>
      (await test.rpc.getTokenAccountsByOwner(owner, { mint }, { encoding: 'base64' }).send()).value.map(
        (entry) => entry.pubkey,
      );
    const transfer = (amount: bigint) =>
      getTransferCheckedInstruction({
        source: ata,
        mint,
        destination: bobAta,
        authority: payer,
        amount,
        decimals: 6,
      });
    // Creating bob's account is looked at; a transfer-only transaction (a payout's shape) is not, and changes nothing.
    const create = getCreateAssociatedTokenIdempotentInstruction({
      payer,
      owner: bob.address,
      mint,
      ata: bobAta,
    });
    await sendAndWait(test.rpc, (await signed(test.rpc, payer, [create, transfer(100n)])).base64);
    await sendAndWait(test.rpc, (await signed(test.rpc, payer, [transfer(200n)])).base64);
    expect(await ownersOf(bob.address)).toEqual([bobAta]);
    expect(await ownersOf(payer.address)).toEqual([ata]);
    // SetAuthority(AccountOwner) hands the payer's account to carol: her owner lookup finds it.
    const handOver = getSetAuthorityInstruction({
      owned: ata,
      owner: payer,
      authorityType: AuthorityType.AccountOwner,
      newAuthority: carol.address,
    });
    await sendAndWait(test.rpc, (await signed(test.rpc, payer, [handOver])).base64);
    expect(await ownersOf(carol.address)).toEqual([ata]);
    expect(await ownersOf(payer.address)).toEqual([]);
  });

  it('notifies signature, slot and account subscriptions', async () => {
    const alice = await fundedSigner(test, 1n);
    const bob = await generateKeyPairSigner();
    const abort = new AbortController();
    // kit keeps only notifications that arrive while an iterator waits: start waiting first.
    const slots = await test.rpcSubscriptions.slotNotifications().subscribe({ abortSignal: abort.signal });
    const nextSlot = slots[Symbol.asyncIterator]().next();
    const accounts = await test.rpcSubscriptions
      .accountNotifications(bob.address, { encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal });
    const nextAccount = accounts[Symbol.asyncIterator]().next();
    const tx = await signed(test.rpc, alice, [transferSol(alice, bob.address, SOL / 10n)]);
    const signatures = await test.rpcSubscriptions
      .signatureNotifications(tx.signature as never, { commitment: 'confirmed' })
      .subscribe({ abortSignal: abort.signal });
    const landed = signatures[Symbol.asyncIterator]().next();
    await test.rpc.sendTransaction(tx.base64 as never, { encoding: 'base64' }).send();
    expect((await landed).value?.value).toEqual({ err: null });
    expect((await nextAccount).value?.value.lamports).toBe(SOL / 10n);
    expect((await nextSlot).value?.slot).toBeTypeOf('bigint');

    // A signature that already landed is notified at once.
    const late = await test.rpcSubscriptions
      .signatureNotifications(tx.signature as never, { commitment: 'finalized' })
      .subscribe({ abortSignal: abort.signal });
    expect((await late[Symbol.asyncIterator]().next()).value?.value).toEqual({ err: null });
    abort.abort();
  });

  it('notifies program subscriptions of the accounts their filters match', async () => {
    const payer = await fundedSigner(test);
    const { mint, ata } = await mintWithAccount(test, payer, payer.address, 1_000n);
    const other = await mintWithAccount(test, payer, payer.address, 1_000n);
    const abort = new AbortController();
    const byMint = (of: string) =>
      test.rpcSubscriptions
        .programNotifications(TOKEN_PROGRAM_ADDRESS, {
          encoding: 'base64',
          filters: [{ dataSize: 165n }, { memcmp: { offset: 0n, bytes: of as never, encoding: 'base58' } }],
        })
        .subscribe({ abortSignal: abort.signal });
    const ours = await byMint(mint);
    const nextOurs = ours[Symbol.asyncIterator]().next();
    const theirs = await byMint(other.mint);
    let theirsNotified = false;
    void theirs[Symbol.asyncIterator]()
      .next()
      .then(() => {
        theirsNotified = true;
      });
    const tx = await signed(test.rpc, payer, [
      getMintToInstruction({ mint, token: ata, mintAuthority: payer, amount: 500n }),
    ]);
    await sendAndWait(test.rpc, tx.base64);
    const notified = (await nextOurs).value?.value;
    expect(notified?.pubkey).toBe(ata);
    const data = Buffer.from(notified?.account.data[0] ?? '', 'base64');
    // SPL token account: mint, owner, then the amount (u64 little-endian) at 64.
    expect(data.readBigUInt64LE(64)).toBe(1_500n);
    // The other mint's subscription heard nothing (the mint account itself is 82 bytes: filtered out too).
    expect(theirsNotified).toBe(false);
    abort.abort();
  });

  it('accepts base58 transactions (the default encoding) and WebSocket upgrades on the HTTP port too', async () => {
    const alice = await fundedSigner(test, 1n);
    const bob = await generateKeyPairSigner();
    const tx = await signed(test.rpc, alice, [transferSol(alice, bob.address, SOL / 8n)]);
    const base58 = getBase58Decoder().decode(Buffer.from(tx.base64, 'base64'));
    const sent = await call<string>(test.node.rpcUrl, 'sendTransaction', [base58]);
    expect(sent.result).toBe(tx.signature);
    expect((await test.rpc.getBalance(bob.address).send()).value).toBe(SOL / 8n);

    const samePort = kitClients(test.node.rpcUrl, test.node.rpcUrl.replace(/^http/, 'ws'));
    const abort = new AbortController();
    const slots = await samePort.rpcSubscriptions
      .slotNotifications()
      .subscribe({ abortSignal: abort.signal });
    expect((await slots[Symbol.asyncIterator]().next()).value?.slot).toBeTypeOf('bigint');
    abort.abort();
  });

  it('answers JSON-RPC errors and batches as a node does', async () => {
    const url = test.node.rpcUrl;
    expect((await rawRpc(url, '{not json')).json).toMatchObject({ error: { code: -32700 }, id: null });
    expect((await rawRpc(url, { id: 1, method: 'getSlot' })).json).toMatchObject({ error: { code: -32600 } });
    expect((await rawRpc(url, [])).json).toMatchObject({ error: { code: -32600 } });
    expect((await call(url, 'noSuchMethod')).error).toEqual({ code: -32601, message: 'Method not found' });
    expect((await call(url, 'getBalance', ['not-an-address'])).error?.code).toBe(-32602);
    expect((await call(url, 'getBalance', [])).error?.code).toBe(-32602);
    const batch = await rawRpc(url, [
      { jsonrpc: '2.0', id: 'a', method: 'getSlot' },
      { jsonrpc: '2.0', id: 'b', method: 'nope' },
    ]);
    expect(batch.json).toMatchObject([
      { id: 'a', result: expect.any(Number) },
      { id: 'b', error: { code: -32601 } },
    ]);
    const health = await fetch(`${url}/health`);
    expect(await health.text()).toBe('ok');
  });
});
