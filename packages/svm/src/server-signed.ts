import {
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
  type Transaction,
} from '@solana/kit';

/** A recent blockhash and the last block height at which a transaction using it can land. */
export interface BlockhashLifetime {
  blockhash: Blockhash;
  lastValidBlockHeight: bigint;
}

/** A transaction its fee payer signs itself (the game's payouts and setup, the local node's faucet). */
export async function buildServerSigned(
  feePayer: KeyPairSigner,
  signers: readonly KeyPairSigner[],
  instructions: readonly Instruction[],
  lifetime: BlockhashLifetime,
): Promise<Transaction> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const unique = new Map([feePayer, ...signers].map((signer) => [signer.address, signer.keyPair]));
  return signTransaction([...unique.values()], compileTransaction(message));
}
