// What the embedded chain (apps/server) and the local node (apps/localnet)
// share: LiteSVM made durable on disk, the node's extra methods, and the
// small Solana helpers both sign with.
export { AppendLog, type LogRecords, readRecords } from './append-log.ts';
export { addressFromBytes, addressToBytes, base58Decode, base58Encode, isAddressText } from './base58.ts';
export { DurableSvm, type ExecutionResult } from './durable-svm.ts';
export { newSecretSeed, signerFromSecret } from './keys.ts';
export { type NativeAccount, type NativeSvm, readAccount, simulateWire } from './native-svm.ts';
export { callNodeExtra } from './node-extra-methods.ts';
export { MEMO_PROGRAM } from './programs.ts';
export { type BlockhashLifetime, buildServerSigned } from './server-signed.ts';
export type { ExecutionOutcome } from './signature-registry.ts';
