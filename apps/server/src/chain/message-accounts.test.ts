import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressEncoder,
  getCompiledTransactionMessageDecoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import { messageAccounts } from './message-accounts.ts';
import { memoInstruction } from './token.ts';

const hex = (address: Address) => Buffer.from(getAddressEncoder().encode(address)).toString('hex');

async function compiled(version: 0 | 'legacy') {
  const [payer, recipient] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer.address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: recipient.address as string as Blockhash, lastValidBlockHeight: 10n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({ source: payer, destination: recipient.address, amount: 1n }),
          memoInstruction('x'.repeat(300)),
        ],
        m,
      ),
  );
  return { bytes: compileTransaction(message).messageBytes, payer, recipient };
}

describe('messageAccounts', () => {
  it('reads the static keys of legacy and v0 messages, as kit decodes them', async () => {
    for (const version of ['legacy', 0] as const) {
      const { bytes, payer, recipient } = await compiled(version);
      const decoded = getCompiledTransactionMessageDecoder().decode(bytes);
      const accounts = messageAccounts(bytes);
      expect(accounts?.keys).toEqual(decoded.staticAccounts.map(hex));
      expect(accounts?.keys).toEqual(expect.arrayContaining([hex(payer.address), hex(recipient.address)]));
      expect(accounts?.usesLookupTables).toBe(false);
    }
  });

  it('says when a v0 message loads accounts from a lookup table, and refuses truncated bytes', async () => {
    const { bytes } = await compiled(0);
    // One lookup table: its address, one writable index, no readonly ones.
    const withTable = new Uint8Array([...bytes.slice(0, -1), 1, ...new Uint8Array(32).fill(7), 1, 0, 0]);
    expect(messageAccounts(withTable)?.usesLookupTables).toBe(true);
    expect(messageAccounts(bytes.slice(0, 40))).toBeUndefined();
  });
});
