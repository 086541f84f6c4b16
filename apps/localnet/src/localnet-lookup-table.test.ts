import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memo } from '../test/history-support.ts';
import {
  call,
  fundedSigner,
  removeDirs,
  sendAndWait,
  startTestNode,
  type TestNode,
  transferSol,
} from '../test/test-support.ts';

const dirs: string[] = [];
let test: TestNode;
const LOOKUP_TABLE_PROGRAM = address('AddressLookupTab1e1111111111111111111111111');

beforeAll(async () => {
  test = await startTestNode(dirs);
});
afterAll(async () => {
  await test?.node.close();
  removeDirs(dirs);
});

/**
 * An active address lookup table put straight into the chain's state (the
 * program's own create needs slot hashes LiteSVM does not advance): a
 * 56-byte header (type 1, never deactivated, every address already usable),
 * then the addresses.
 */
async function lookupTable(addresses: readonly Address[]): Promise<Address> {
  const table = (await generateKeyPairSigner()).address;
  const data = new Uint8Array(56 + 32 * addresses.length);
  const view = new DataView(data.buffer);
  view.setUint32(0, 1, true);
  view.setBigUint64(4, 0xffff_ffff_ffff_ffffn, true);
  view.setBigUint64(12, 0n, true);
  data[20] = addresses.length;
  const encoder = getAddressEncoder();
  addresses.forEach((entry, index) => {
    data.set(encoder.encode(entry), 56 + 32 * index);
  });
  test.node.ledger.svm.setAccount({
    address: table,
    data,
    executable: false,
    lamports: lamports(10_000_000n),
    programAddress: LOOKUP_TABLE_PROGRAM,
    space: BigInt(data.length),
  });
  return table;
}

describe('a v0 transaction that loads an account from a lookup table', () => {
  it('lists the loaded account in meta.loadedAddresses (json) and as a lookupTable key (jsonParsed), with its balances', async () => {
    const alice = await fundedSigner(test, 2n);
    const bob = (await generateKeyPairSigner()).address;
    const table = await lookupTable([bob]);
    const { value: latest } = await test.rpc.getLatestBlockhash().send();
    const message = compressTransactionMessageUsingAddressLookupTables(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(alice, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
        (m) =>
          appendTransactionMessageInstructions([transferSol(alice, bob, 1_000_000_000n), memo('alt')], m),
      ),
      { [table]: [bob] },
    );
    const transaction = await signTransactionMessageWithSigners(message);
    const signature = getSignatureFromTransaction(transaction);
    await sendAndWait(test.rpc, getBase64EncodedWireTransaction(transaction));

    const json = (
      await call<Record<string, never>>(test.node.rpcUrl, 'getTransaction', [
        signature,
        { encoding: 'json', maxSupportedTransactionVersion: 0 },
      ])
    ).result as unknown as {
      transaction: { message: { accountKeys: string[]; addressTableLookups: unknown[] } };
      meta: { loadedAddresses: unknown; preBalances: number[]; postBalances: number[] };
    };
    expect(json.transaction.message.accountKeys).not.toContain(bob);
    expect(json.transaction.message.addressTableLookups).toEqual([
      { accountKey: table, writableIndexes: [0], readonlyIndexes: [] },
    ]);
    expect(json.meta.loadedAddresses).toEqual({ writable: [bob], readonly: [] });
    const staticCount = json.transaction.message.accountKeys.length;
    expect(json.meta.preBalances).toHaveLength(staticCount + 1);
    expect(json.meta.preBalances[staticCount]).toBe(0);
    expect(json.meta.postBalances[staticCount]).toBe(1_000_000_000);

    const parsed = (
      await call(test.node.rpcUrl, 'getTransaction', [
        signature,
        { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 },
      ])
    ).result as {
      transaction: { message: { accountKeys: unknown[]; instructions: { parsed?: unknown }[] } };
    };
    expect(parsed.transaction.message.accountKeys.at(-1)).toEqual({
      pubkey: bob,
      signer: false,
      writable: true,
      source: 'lookupTable',
    });
    expect(parsed.transaction.message.instructions[0]?.parsed).toMatchObject({
      type: 'transfer',
      info: { destination: bob },
    });
    const listed = (await call(test.node.rpcUrl, 'getSignaturesForAddress', [bob])).result as {
      signature: string;
    }[];
    expect(listed.map((info) => info.signature)).toEqual([signature]);
  });
});
