import {
  type Address,
  address,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  type Transaction,
} from '@solana/kit';
import { WosError } from '@wos/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PreparedTransaction, prepareForPlayer } from './compile.ts';
import { memoInstruction, wloTransferInstructions } from './token.ts';
import { verifySignedTransaction } from './verify.ts';

const lifetime = {
  blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N' as Parameters<
    typeof prepareForPlayer
  >[2]['blockhash'],
  lastValidBlockHeight: 100n,
};
const MINT = address('So11111111111111111111111111111111111111112');

let player: KeyPairSigner;
let stranger: KeyPairSigner;
let vault: Address;
let prepared: PreparedTransaction;

async function transferFrom(payer: KeyPairSigner, extra = false): Promise<PreparedTransaction> {
  const instructions = await wloTransferInstructions({
    mint: MINT,
    from: payer,
    to: vault,
    amount: 500_000_000n,
    payer,
  });
  instructions.push(memoInstruction('intent:1'));
  if (extra) instructions.push(memoInstruction('and one more'));
  return prepareForPlayer(payer.address, instructions, lifetime);
}

function decode(base64: string): Transaction {
  return getTransactionDecoder().decode(getBase64Encoder().encode(base64));
}

async function signedBy(signer: KeyPairSigner, base64: string): Promise<string> {
  return getBase64EncodedWireTransaction(await partiallySignTransaction([signer.keyPair], decode(base64)));
}

async function expectRefused(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WosError);
  expect((error as WosError).code).toBe('PAYMENT__TRANSACTION_MISMATCH');
}

beforeAll(async () => {
  player = await generateKeyPairSigner();
  stranger = await generateKeyPairSigner();
  vault = (await generateKeyPairSigner()).address;
  prepared = await transferFrom(player);
});

describe('verifySignedTransaction', () => {
  it('accepts the prepared transaction signed by the expected wallet', async () => {
    const transaction = await verifySignedTransaction(
      prepared,
      await signedBy(player, prepared.base64),
      player.address,
    );
    expect(Array.from(transaction.messageBytes)).toEqual(Array.from(prepared.messageBytes));
  });

  it('refuses a transaction with one byte changed', async () => {
    const signed = await signedBy(player, prepared.base64);
    const bytes = new Uint8Array(getBase64Encoder().encode(signed));
    const last = bytes.length - 1;
    bytes[last] = (bytes[last] ?? 0) ^ 0xff;
    await expectRefused(verifySignedTransaction(prepared, getBase64Decoder().decode(bytes), player.address));
  });

  it('refuses a changed byte even when the changed message is validly re-signed', async () => {
    const signed = decode(await signedBy(player, prepared.base64));
    const message = new Uint8Array(signed.messageBytes);
    const last = message.length - 1;
    message[last] = (message[last] ?? 0) ^ 0x01;
    const tampered = await partiallySignTransaction([player.keyPair], {
      ...signed,
      messageBytes: message as unknown as Transaction['messageBytes'],
    });
    await expectRefused(
      verifySignedTransaction(prepared, getBase64EncodedWireTransaction(tampered), player.address),
    );
  });

  it('refuses a transaction nobody signed', async () => {
    await expectRefused(verifySignedTransaction(prepared, prepared.base64, player.address));
  });

  it('refuses a signature by the wrong key placed in the wallet slot', async () => {
    const bySomeoneElse = await signedBy(stranger, (await transferFrom(stranger)).base64);
    const strangerSignature = Object.values(decode(bySomeoneElse).signatures)[0]!;
    const forged = { ...decode(prepared.base64), signatures: { [player.address]: strangerSignature } };
    const wire = getBase64Decoder().decode(getTransactionEncoder().encode(forged as Transaction));
    await expectRefused(verifySignedTransaction(prepared, wire, player.address));
  });

  it('refuses a transaction prepared for another wallet', async () => {
    const theirs = await transferFrom(stranger);
    await expectRefused(
      verifySignedTransaction(theirs, await signedBy(stranger, theirs.base64), player.address),
    );
  });

  it('refuses a transaction with an extra instruction', async () => {
    const longer = await transferFrom(player, true);
    await expectRefused(
      verifySignedTransaction(prepared, await signedBy(player, longer.base64), player.address),
    );
  });

  it('refuses text that is not a transaction', async () => {
    await expectRefused(verifySignedTransaction(prepared, 'bm90IGEgdHJhbnNhY3Rpb24=', player.address));
  });
});
