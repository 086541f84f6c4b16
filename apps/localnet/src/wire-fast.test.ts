import {
  AccountRole,
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { decodeSignaturesFirst } from './wire-fast.ts';

const randomAddress = () => getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32))) as Address;
const lifetime = { blockhash: randomAddress() as unknown as Blockhash, lastValidBlockHeight: 10n };

async function wireOf(version: 0 | 'legacy', options: { lookups?: boolean; cosigned?: boolean } = {}) {
  const [payer, cosigner] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
  const looked = [randomAddress(), randomAddress(), randomAddress()];
  const instructions: Instruction[] = [
    {
      programAddress: randomAddress(),
      accounts: [
        { address: looked[0]!, role: AccountRole.WRITABLE },
        { address: looked[1]!, role: AccountRole.READONLY },
        { address: cosigner.address, role: AccountRole.READONLY_SIGNER },
      ],
      data: Uint8Array.of(1, 2, 3),
    },
    // No accounts, no data: kit leaves both fields out.
    { programAddress: randomAddress() },
    { programAddress: randomAddress(), accounts: [{ address: looked[2]!, role: AccountRole.WRITABLE }] },
  ];
  let message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  if (options.lookups) {
    message = compressTransactionMessageUsingAddressLookupTables(message as typeof message & { version: 0 }, {
      [randomAddress()]: looked,
    }) as typeof message;
  }
  const signers = options.cosigned ? [payer.keyPair, cosigner.keyPair] : [payer.keyPair];
  // Partially signed when the cosigner does not sign: its signature is all zeros (null in kit).
  const transaction = await partiallySignTransaction(signers, compileTransaction(message));
  return new Uint8Array(getTransactionEncoder().encode(transaction));
}

function kitDecode(bytes: Uint8Array) {
  const transaction = getTransactionDecoder().decode(bytes);
  return { transaction, message: getCompiledTransactionMessageDecoder().decode(transaction.messageBytes) };
}

describe('the node decodes wire transactions without BigInt base58', () => {
  it.each([
    ['legacy', 'legacy', {}],
    ['legacy, both signers', 'legacy', { cosigned: true }],
    ['v0', 0, {}],
    ['v0 with an address lookup table', 0, { lookups: true, cosigned: true }],
  ] as const)('%s: the same transaction and message as kit', async (_, version, options) => {
    const bytes = await wireOf(version, options);
    const fast = decodeSignaturesFirst(bytes);
    const kit = kitDecode(bytes);
    expect(fast?.message).toEqual(kit.message);
    expect(fast?.transaction.signatures).toEqual(kit.transaction.signatures);
    expect([...(fast?.transaction.messageBytes ?? [])]).toEqual([...kit.transaction.messageBytes]);
  });

  it('refuses a truncated transaction and one with bytes after its message', async () => {
    const bytes = await wireOf(0);
    expect(() => decodeSignaturesFirst(bytes.subarray(0, bytes.length - 3))).toThrow();
    expect(() => decodeSignaturesFirst(Uint8Array.from([...bytes, 0]))).toThrow();
  });
});
