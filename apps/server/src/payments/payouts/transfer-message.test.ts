import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  decompileTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { addressToBytes } from '@wos/svm';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeBudgetInstructions } from '../../chain/priority-fees.ts';
import { associatedTokenAddressSync, memoInstruction, wloTransferInstructions } from '../../chain/token.ts';
import { MAX_TRANSACTION_BYTES, type TransferLeg, TransferMessage } from './transfer-message.ts';

const randomAddress = () => getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32))) as Address;
const blockhash = randomAddress() as unknown as Blockhash;
const MEMO = 'payouts:00000000-0000-4000-8000-000000000000';
const BUDGET = { unitLimit: 123_000, microLamportsPerUnit: 4_567n };

let pool: KeyPairSigner;
let mint: Address;
beforeAll(async () => {
  pool = await generateKeyPairSigner();
  mint = randomAddress();
});

interface Payee {
  wallet: Address;
  amount: bigint;
  create: boolean;
}

function message(payees: readonly Payee[]) {
  const built = new TransferMessage(
    {
      wallet: addressToBytes(pool.address),
      source: addressToBytes(associatedTokenAddressSync(pool.address, mint)),
      mint: addressToBytes(mint),
    },
    MEMO,
  );
  const added = payees.map((payee) => {
    const leg: TransferLeg = {
      destination: addressToBytes(associatedTokenAddressSync(payee.wallet, mint)),
      amount: payee.amount,
      createFor: payee.create ? addressToBytes(payee.wallet) : undefined,
    };
    return built.tryAdd(leg);
  });
  return { built, added };
}

/** The same payments as kit's instruction builders make them. */
async function expectedInstructions(payees: readonly Payee[]): Promise<Instruction[]> {
  const instructions: Instruction[] = computeBudgetInstructions(BUDGET);
  for (const payee of payees) {
    const [create, transfer] = await wloTransferInstructions({
      mint,
      from: pool,
      to: payee.wallet,
      amount: payee.amount,
      payer: pool,
    });
    if (payee.create) instructions.push(create!);
    instructions.push(transfer!);
  }
  instructions.push(memoInstruction(MEMO));
  return instructions;
}

/** Instructions as a decompiled message shows them: addresses, merged roles, data. */
function decompiled(messageBytes: Uint8Array) {
  const compiled = getCompiledTransactionMessageDecoder().decode(messageBytes) as Parameters<
    typeof decompileTransactionMessage
  >[0];
  const decoded = decompileTransactionMessage(compiled);
  return {
    feePayer: decoded.feePayer.address,
    instructions: (decoded.instructions as readonly Instruction[]).map((instruction) => ({
      programAddress: instruction.programAddress,
      accounts: (instruction.accounts ?? []).map(({ address, role }) => ({ address, role })),
      data: [...(instruction.data ?? [])],
    })),
  };
}

function kitMessageBytes(instructions: readonly Instruction[]): Uint8Array {
  const kitMessage = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(pool.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash, lastValidBlockHeight: 0n }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return new Uint8Array(compileTransaction(kitMessage).messageBytes);
}

describe('payout transactions written byte by byte', () => {
  it("hold the same instructions, accounts and roles as kit's compiler makes of them", async () => {
    const payees: Payee[] = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => ({
        wallet: i === 7 ? pool.address : (await generateKeyPairSigner()).address,
        amount: BigInt(1_000_000 * (i + 1)),
        create: i % 3 === 0,
      })),
    );
    const { built, added } = message(payees);
    expect(added.every(Boolean)).toBe(true);
    const ours = built.compile(addressToBytes(blockhash), BUDGET);
    const kit = kitMessageBytes(await expectedInstructions(payees));
    expect(decompiled(ours)).toEqual(decompiled(kit));
    // The same keys and instruction bytes, only ordered differently: the same size.
    expect(ours.length).toBe(kit.length);
    expect(built.wireSize()).toBe(1 + 64 + ours.length);
  });

  it('fill up to the 1,232-byte limit and no further, seventeen transfers without creations beside the compute budget', async () => {
    const payees: Payee[] = Array.from({ length: 40 }, (_, i) => ({
      wallet: randomAddress(),
      amount: BigInt(i + 1),
      create: false,
    }));
    const { built, added } = message(payees);
    const fitted = added.filter(Boolean).length;
    // Legs are added in order; once one does not fit, the message is full.
    expect(added.slice(0, fitted).every(Boolean)).toBe(true);
    expect(added.slice(fitted).some(Boolean)).toBe(false);
    expect(fitted).toBeGreaterThanOrEqual(17);
    expect(built.legs).toBe(fitted);
    expect(built.wireSize()).toBeLessThanOrEqual(MAX_TRANSACTION_BYTES);
    expect(built.wireSize() + 49).toBeGreaterThan(MAX_TRANSACTION_BYTES);
    const kit = kitMessageBytes(await expectedInstructions(payees.slice(0, fitted)));
    expect(decompiled(built.compile(addressToBytes(blockhash), BUDGET))).toEqual(decompiled(kit));
  });

  it('pay one wallet twice in one message with its account listed once', async () => {
    const wallet = randomAddress();
    const payees: Payee[] = [
      { wallet, amount: 5n, create: true },
      { wallet, amount: 7n, create: false },
    ];
    const { built } = message(payees);
    const ours = built.compile(addressToBytes(blockhash), BUDGET);
    const kit = kitMessageBytes(await expectedInstructions(payees));
    expect(decompiled(ours)).toEqual(decompiled(kit));
    expect(ours.length).toBe(kit.length);
  });
});
