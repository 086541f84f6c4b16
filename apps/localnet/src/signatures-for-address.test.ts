import { AccountRole, generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundedSigner,
  removeDirs,
  sendAndWait,
  signed,
  startTestNode,
  type TestNode,
  transferSol,
} from '../test/test-support.ts';

const dirs: string[] = [];
let test: TestNode;

beforeAll(async () => {
  test = await startTestNode(dirs);
});
afterAll(async () => {
  await test?.node.close();
  removeDirs(dirs);
});

describe('getSignaturesForAddress', () => {
  it('finds the transactions that name an account, a read-only reference key included, newest first', async () => {
    const payer = await fundedSigner(test);
    const to = (await generateKeyPairSigner()).address;
    const reference = (await generateKeyPairSigner()).address;
    // Solana Pay's reference: one more read-only account on the transfer, which the System program ignores.
    const withReference = { ...transferSol(payer, to, 1_000_000n) };
    const referenced = {
      ...withReference,
      accounts: [...(withReference.accounts ?? []), { address: reference, role: AccountRole.READONLY }],
    };
    const first = await sendAndWait(test.rpc, (await signed(test.rpc, payer, [referenced])).base64);
    const second = await sendAndWait(
      test.rpc,
      (await signed(test.rpc, payer, [transferSol(payer, to, 2_000_000n)])).base64,
    );

    const byReference = await test.rpc.getSignaturesForAddress(reference).send();
    expect(byReference.map((entry) => entry.signature)).toEqual([first.signature]);
    expect(byReference[0]).toMatchObject({ err: null, confirmationStatus: 'finalized', memo: null });

    const byRecipient = await test.rpc.getSignaturesForAddress(to).send();
    expect(byRecipient.map((entry) => entry.signature)).toEqual([second.signature, first.signature]);
    const limited = await test.rpc.getSignaturesForAddress(to, { limit: 1 }).send();
    expect(limited.map((entry) => entry.signature)).toEqual([second.signature]);
    const older = await test.rpc.getSignaturesForAddress(to, { before: second.signature }).send();
    expect(older.map((entry) => entry.signature)).toEqual([first.signature]);
    expect(await test.rpc.getSignaturesForAddress((await generateKeyPairSigner()).address).send()).toEqual(
      [],
    );
  });
});
