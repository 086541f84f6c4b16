import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { prepareForPlayer } from './compile.ts';
import { paymentInstructions, solBurnLeg } from './payment.ts';
import { memoInstruction } from './token.ts';

const lifetime = {
  blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N' as Blockhash,
  lastValidBlockHeight: 100n,
};
const MINT = address('So11111111111111111111111111111111111111112');

/** What @solana/kit compiles for the same fee payer and instructions. */
function kitCompile(feePayer: Address, instructions: readonly Instruction[]) {
  const transaction = compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(feePayer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  );
  return {
    messageBytes: new Uint8Array(transaction.messageBytes),
    base64: getBase64EncodedWireTransaction(transaction),
  };
}

const addresses = async (count: number) =>
  Promise.all(Array.from({ length: count }, async () => (await generateKeyPairSigner()).address));

describe('prepareForPlayer', () => {
  it('compiles the game’s payments byte for byte as @solana/kit does', async () => {
    for (let round = 0; round < 10; round += 1) {
      const [player, seller, treasury, cosigner, ...pools] = await addresses(9);
      const payer = createNoopSigner(player as Address);
      const payments: Instruction[][] = [
        // A stake: one WLO transfer (its account created), and the memo.
        [
          ...(await paymentInstructions(
            { payer, legs: [{ kind: 'wlo-transfer', to: pools[0] as Address, amount: 5n }] },
            { mint: MINT },
          )),
          memoInstruction(`stake:${round}`),
        ],
        // A pack: SOL to five pools and the incinerator.
        [
          ...(await paymentInstructions(
            {
              payer,
              legs: [
                ...pools.map((to, i) => ({
                  kind: 'sol-transfer' as const,
                  to: to as Address,
                  amount: BigInt(i + 1),
                })),
                solBurnLeg(7n),
              ],
            },
            { mint: MINT },
          )),
          memoInstruction(`pack-purchase:${round}`),
        ],
        // A listing: WLO to the seller and the treasury, a burn, and the treasury co-signing the memo.
        [
          ...(await paymentInstructions(
            {
              payer,
              legs: [
                { kind: 'wlo-transfer', to: seller as Address, amount: 95n },
                { kind: 'wlo-transfer', to: treasury as Address, amount: 5n },
                { kind: 'wlo-burn', amount: 1n },
              ],
            },
            { mint: MINT },
          )),
          memoInstruction(`marketplace-purchase:${round}`, [cosigner as Address]),
        ],
      ];
      for (const instructions of payments) {
        const ours = prepareForPlayer(player as Address, instructions, lifetime);
        const theirs = kitCompile(player as Address, instructions);
        expect(ours.messageBytes).toEqual(theirs.messageBytes);
        expect(ours.base64).toBe(theirs.base64);
      }
    }
  });
});
