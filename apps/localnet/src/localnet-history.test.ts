import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { Connection } from '@solana/web3.js';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { MEMO_PROGRAM } from '@wos/svm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeUnitLimit, computeUnitPrice, memo, type SignatureInfo } from '../test/history-support.ts';
import {
  call,
  fundedSigner,
  mintWithAccount,
  removeDirs,
  sendAndWait,
  signed,
  startTestNode,
  type TestNode,
  transferSol,
} from '../test/test-support.ts';

const dirs: string[] = [];
let test: TestNode;
const SOL = 1_000_000_000n;
const V0 = { maxSupportedTransactionVersion: 0 };

beforeAll(async () => {
  test = await startTestNode(dirs);
  // Past the first 150 slots, so that every list below is full length.
  await call(test.node.rpcUrl, 'wos_warpSlots', [200]);
});
afterAll(async () => {
  await test?.node.close();
  removeDirs(dirs);
});

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read field by field.
type Json = any;

async function result(method: string, params: unknown[]): Promise<Json> {
  const answer = await call<Json>(test.node.rpcUrl, method, params);
  if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** A SOL transfer with a compute unit price and a memo; its signature once landed. */
async function paidTransfer(from: KeyPairSigner, to: string, lamports: bigint, price = 0n, text = 'hello') {
  const instructions = [
    ...(price > 0n ? [computeUnitLimit(10_000), computeUnitPrice(price)] : []),
    transferSol(from, to as never, lamports),
    memo(text),
  ];
  const tx = await signed(test.rpc, from, instructions);
  await sendAndWait(test.rpc, tx.base64);
  return tx.signature;
}

describe('getTransaction', () => {
  it('answers json, jsonParsed and base64 for a v0 transfer with meta as a cluster writes it', async () => {
    const alice = await fundedSigner(test, 5n);
    const bob = await generateKeyPairSigner();
    const signature = await paidTransfer(alice, bob.address, SOL, 1_000n);

    const json = await result('getTransaction', [signature, { encoding: 'json', ...V0 }]);
    expect(json.version).toBe(0);
    expect(json.slot).toBeGreaterThan(0);
    expect(json.blockTime).toBeGreaterThan(1_000_000_000);
    expect(json.transaction.signatures).toEqual([signature]);
    const message = json.transaction.message;
    expect(message.accountKeys[0]).toBe(alice.address);
    expect(message.header).toEqual({
      numRequiredSignatures: 1,
      numReadonlySignedAccounts: 0,
      numReadonlyUnsignedAccounts: 3,
    });
    expect(message.addressTableLookups).toEqual([]);
    expect(message.instructions).toHaveLength(4);
    expect(message.instructions[2]).toMatchObject({ accounts: [0, 1], stackHeight: null });
    const meta = json.meta;
    // 5000 a signature + ceil(1000 micro-lamports × 10,000 units / 1e6) = 10.
    expect(meta.fee).toBe(5_010);
    expect(meta.err).toBeNull();
    expect(meta.status).toEqual({ Ok: null });
    expect(meta.preBalances[0] - meta.postBalances[0]).toBe(Number(SOL) + 5_010);
    expect(meta.postBalances[1] - meta.preBalances[1]).toBe(Number(SOL));
    expect(
      meta.logMessages.some((line: string) =>
        line.includes('Program 11111111111111111111111111111111 success'),
      ),
    ).toBe(true);
    expect(meta.innerInstructions).toEqual([]);
    expect(meta.loadedAddresses).toEqual({ writable: [], readonly: [] });
    expect(meta.computeUnitsConsumed).toBeGreaterThan(0);
    expect(meta.preTokenBalances).toEqual([]);
    expect(meta.rewards).toEqual([]);

    const parsed = await result('getTransaction', [
      signature,
      { encoding: 'jsonParsed', ...V0, commitment: 'confirmed' },
    ]);
    expect(parsed.transaction.message.accountKeys[0]).toEqual({
      pubkey: alice.address,
      signer: true,
      writable: true,
      source: 'transaction',
    });
    expect(parsed.transaction.message.accountKeys[1]).toEqual({
      pubkey: bob.address,
      signer: false,
      writable: true,
      source: 'transaction',
    });
    const [limit, , transfer, note] = parsed.transaction.message.instructions;
    expect(limit).toMatchObject({ programId: 'ComputeBudget111111111111111111111111111111', accounts: [] });
    expect(transfer).toEqual({
      parsed: {
        type: 'transfer',
        info: { source: alice.address, destination: bob.address, lamports: Number(SOL) },
      },
      program: 'system',
      programId: '11111111111111111111111111111111',
      stackHeight: null,
    });
    expect(note).toEqual({
      parsed: 'hello',
      program: 'spl-memo',
      programId: MEMO_PROGRAM,
      stackHeight: null,
    });
    expect(parsed.meta.loadedAddresses).toBeUndefined();

    const base64 = await result('getTransaction', [signature, { encoding: 'base64', ...V0 }]);
    expect(base64.transaction[1]).toBe('base64');
    const wire = Buffer.from(base64.transaction[0], 'base64');
    expect(wire[0]).toBe(1);
    expect(base64.meta.fee).toBe(5_010);

    // A v0 transaction to a client that did not say it reads v0.
    const refused = await call(test.node.rpcUrl, 'getTransaction', [signature, { encoding: 'json' }]);
    expect(refused.error?.code).toBe(-32015);
    expect(await result('getTransaction', ['1'.repeat(88), V0])).toBeNull();
  });

  it('reads through @solana/web3.js getParsedTransaction and kit getTransaction', async () => {
    const alice = await fundedSigner(test, 3n);
    const signature = await paidTransfer(alice, (await generateKeyPairSigner()).address, SOL / 2n);
    const connection = new Connection(test.node.rpcUrl, 'confirmed');
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(parsed?.transaction.message.accountKeys[0]?.pubkey.toBase58()).toBe(alice.address);
    expect(parsed?.meta?.fee).toBe(5_000);
    const kit = await test.rpc
      .getTransaction(signature as never, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    expect(kit?.meta?.fee).toBe(5_000n);
    expect(kit?.version).toBe(0);
  });

  it('records token balances and parses SPL Token transfer and transferChecked', async () => {
    const payer = await fundedSigner(test, 5n);
    const receiver = await generateKeyPairSigner();
    const { mint, ata } = await mintWithAccount(test, payer, payer.address, 5_000_000n);
    const [receiverAta] = await findAssociatedTokenPda({
      owner: receiver.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const tx = await signed(test.rpc, payer, [
      getCreateAssociatedTokenIdempotentInstruction({
        payer,
        owner: receiver.address,
        mint,
        ata: receiverAta,
      }),
      getTransferInstruction({ source: ata, destination: receiverAta, authority: payer, amount: 1_500_000n }),
      getTransferCheckedInstruction({
        source: ata,
        mint,
        destination: receiverAta,
        authority: payer,
        amount: 500_000n,
        decimals: 6,
      }),
    ]);
    await sendAndWait(test.rpc, tx.base64);
    const parsed = await result('getTransaction', [tx.signature, { encoding: 'jsonParsed', ...V0 }]);
    const [create, transfer, checked] = parsed.transaction.message.instructions;
    expect(create).toMatchObject({
      program: 'spl-associated-token-account',
      parsed: { type: 'createIdempotent' },
    });
    expect(transfer).toEqual({
      parsed: {
        type: 'transfer',
        info: { source: ata, destination: receiverAta, authority: payer.address, amount: '1500000' },
      },
      program: 'spl-token',
      programId: TOKEN_PROGRAM_ADDRESS,
      stackHeight: null,
    });
    expect(checked.parsed).toEqual({
      type: 'transferChecked',
      info: {
        source: ata,
        mint,
        destination: receiverAta,
        authority: payer.address,
        tokenAmount: { amount: '500000', decimals: 6, uiAmount: 0.5, uiAmountString: '0.5' },
      },
    });
    const keys = parsed.transaction.message.accountKeys.map((key: Json) => key.pubkey);
    const meta = parsed.meta;
    const byOwner = (list: Json[], owner: string) => list.find((balance) => balance.owner === owner);
    expect(byOwner(meta.preTokenBalances, payer.address)).toEqual({
      accountIndex: keys.indexOf(ata),
      mint,
      owner: payer.address,
      programId: TOKEN_PROGRAM_ADDRESS,
      uiTokenAmount: { amount: '5000000', decimals: 6, uiAmount: 5, uiAmountString: '5' },
    });
    // The receiver's account did not exist before: only in postTokenBalances.
    expect(byOwner(meta.preTokenBalances, receiver.address)).toBeUndefined();
    expect(byOwner(meta.postTokenBalances, receiver.address).uiTokenAmount.amount).toBe('2000000');
    expect(byOwner(meta.postTokenBalances, payer.address).uiTokenAmount.uiAmountString).toBe('3');
    // The associated token program created the account through inner instructions.
    expect(meta.innerInstructions[0].index).toBe(0);
    expect(meta.innerInstructions[0].instructions.length).toBeGreaterThan(0);
    expect(meta.innerInstructions[0].instructions[0].stackHeight).toBe(2);
  });

  it('records a failed transaction (sent without preflight) with its error and logs', async () => {
    const alice = await fundedSigner(test, 1n);
    const tx = await signed(test.rpc, alice, [
      transferSol(alice, (await generateKeyPairSigner()).address, 50n * SOL),
    ]);
    await test.rpc.sendTransaction(tx.base64 as never, { encoding: 'base64', skipPreflight: true }).send();
    const json = await result('getTransaction', [tx.signature, V0]);
    expect(json.meta.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(json.meta.status).toEqual({ Err: { InstructionError: [0, { Custom: 1 }] } });
    expect(json.meta.fee).toBe(5_000);
    expect(json.meta.preBalances[0] - json.meta.postBalances[0]).toBe(5_000);
    expect(json.meta.logMessages.join('\n')).toMatch(/insufficient lamports/);
    const [listed] = (await result('getSignaturesForAddress', [
      alice.address,
      { limit: 1 },
    ])) as SignatureInfo[];
    expect(listed?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
  });
});

describe('getSignaturesForAddress', () => {
  it('lists newest first with slot, memo and blockTime, paging with before, until and limit', async () => {
    const alice = await fundedSigner(test, 5n);
    const bob = await generateKeyPairSigner();
    const sent: string[] = [];
    for (let index = 0; index < 5; index++)
      sent.push(await paidTransfer(alice, bob.address, SOL / 10n, 0n, `n${index}`));
    const newestFirst = [...sent].reverse();

    const all = (await result('getSignaturesForAddress', [bob.address])) as SignatureInfo[];
    expect(all.map((info) => info.signature)).toEqual(newestFirst);
    expect(all[0]).toMatchObject({ err: null, memo: '[2] n4', confirmationStatus: 'finalized' });
    expect(all[0]?.blockTime).toBeGreaterThan(1_000_000_000);
    expect(
      all.every((info, index) => index === 0 || info.slot <= (all[index - 1] as SignatureInfo).slot),
    ).toBe(true);

    const page = (await result('getSignaturesForAddress', [bob.address, { limit: 2 }])) as SignatureInfo[];
    expect(page.map((info) => info.signature)).toEqual(newestFirst.slice(0, 2));
    const next = (await result('getSignaturesForAddress', [
      bob.address,
      { limit: 2, before: page[1]?.signature },
    ])) as SignatureInfo[];
    expect(next.map((info) => info.signature)).toEqual(newestFirst.slice(2, 4));
    const until = (await result('getSignaturesForAddress', [
      bob.address,
      { until: sent[1] },
    ])) as SignatureInfo[];
    expect(until.map((info) => info.signature)).toEqual(newestFirst.slice(0, 3));
    const between = (await result('getSignaturesForAddress', [
      bob.address,
      { before: sent[3], until: sent[0] },
    ])) as SignatureInfo[];
    expect(between.map((info) => info.signature)).toEqual([sent[2], sent[1]]);
    // The payer's list also has its airdrop.
    const payer = (await result('getSignaturesForAddress', [alice.address])) as SignatureInfo[];
    expect(payer).toHaveLength(6);
    expect(payer[5]?.memo).toMatch(/^\[\d+\] airdrop /);

    const tooMany = await call(test.node.rpcUrl, 'getSignaturesForAddress', [bob.address, { limit: 1001 }]);
    expect(tooMany.error?.code).toBe(-32602);
    expect(await result('getSignaturesForAddress', [(await generateKeyPairSigner()).address])).toEqual([]);
  });
});

describe('blocks', () => {
  it('serves getBlock (full, signatures, none, accounts) and getBlockTime for the slots it produced', async () => {
    const alice = await fundedSigner(test, 2n);
    const signature = await paidTransfer(alice, (await generateKeyPairSigner()).address, SOL / 4n);
    const tx = await result('getTransaction', [signature, V0]);
    const slot: number = tx.slot;

    const full = await result('getBlock', [slot, { ...V0, rewards: false }]);
    expect(full.blockHeight).toBe(slot);
    expect(full.parentSlot).toBe(slot - 1);
    expect(full.blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(full.previousBlockhash).not.toBe(full.blockhash);
    expect(full.blockTime).toBe(tx.blockTime);
    expect(full.rewards).toBeUndefined();
    const mine = full.transactions.find((one: Json) => one.transaction.signatures[0] === signature);
    expect(mine.meta.fee).toBe(5_000);
    expect(mine.version).toBe(0);

    const signatures = await result('getBlock', [slot, { ...V0, transactionDetails: 'signatures' }]);
    expect(signatures.signatures).toContain(signature);
    expect(signatures.transactions).toBeUndefined();
    expect(signatures.rewards).toEqual([]);
    const none = await result('getBlock', [slot, { ...V0, transactionDetails: 'none', rewards: false }]);
    expect(Object.keys(none).sort()).toEqual([
      'blockHeight',
      'blockTime',
      'blockhash',
      'parentSlot',
      'previousBlockhash',
    ]);
    const accounts = await result('getBlock', [slot, { ...V0, transactionDetails: 'accounts' }]);
    const listed = accounts.transactions.find((one: Json) => one.transaction.signatures[0] === signature);
    expect(listed.transaction.accountKeys[0]).toMatchObject({ pubkey: alice.address, signer: true });
    expect(listed.meta.fee).toBe(5_000);
    const refused = await call(test.node.rpcUrl, 'getBlock', [slot, {}]);
    expect(refused.error?.code).toBe(-32015);

    expect(await result('getBlockTime', [slot])).toBe(tx.blockTime);
    const current = await result('getSlot', []);
    const future = await call(test.node.rpcUrl, 'getBlock', [current + 1000, V0]);
    expect(future.error).toEqual({ code: -32004, message: `Block not available for slot ${current + 1000}` });
    await call(test.node.rpcUrl, 'wos_warpSlots', [10]);
    const empty = await result('getBlock', [slot + 5, { ...V0, transactionDetails: 'signatures' }]);
    expect(empty.signatures).toEqual([]);
    expect(await result('getFirstAvailableBlock', [])).toBe(0);
    expect(await result('getBlocks', [slot - 2, slot])).toEqual([slot - 2, slot - 1, slot]);
    expect(await result('getBlocksWithLimit', [slot, 2])).toEqual([slot, slot + 1]);
  });
});

describe('getRecentPrioritizationFees', () => {
  it('reports each slot of the last 150 with the compute unit price of its transactions, by account', async () => {
    const alice = await fundedSigner(test, 3n);
    const carol = await generateKeyPairSigner();
    const signature = await paidTransfer(alice, carol.address, SOL / 4n, 7_777n);
    const { slot } = await result('getTransaction', [signature, V0]);
    const fees = (await result('getRecentPrioritizationFees', [])) as {
      slot: number;
      prioritizationFee: number;
    }[];
    expect(fees.length).toBe(150);
    expect(
      fees.every((fee, index) => index === 0 || fee.slot === (fees[index - 1] as { slot: number }).slot + 1),
    ).toBe(true);
    const inSlot = fees.find((fee) => fee.slot === slot);
    // Another transaction without a price may share the slot: the slot's minimum is then 0.
    expect(inSlot?.prioritizationFee === 7_777 || inSlot?.prioritizationFee === 0).toBe(true);
    const forCarol = (await result('getRecentPrioritizationFees', [[carol.address]])) as typeof fees;
    expect(forCarol.find((fee) => fee.slot === slot)?.prioritizationFee).toBe(7_777);
    const tooMany = await call(test.node.rpcUrl, 'getRecentPrioritizationFees', [
      Array(129).fill(carol.address),
    ]);
    expect(tooMany.error?.message).toBe('Too many inputs provided; max 128');
  });
});
