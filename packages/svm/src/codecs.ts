import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit';
import { getTokenDecoder } from '@solana-program/token';

/** Decoders made once: each `get…Decoder()` call builds a new object, and replay decodes every journal entry. */
export const codecs = {
  transaction: { decoder: getTransactionDecoder() },
  compiledMessage: { decoder: getCompiledTransactionMessageDecoder() },
  tokenAccount: { decoder: getTokenDecoder() },
};
