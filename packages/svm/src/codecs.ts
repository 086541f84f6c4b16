import { getTokenDecoder } from '@solana-program/token';

/** Decoders made once: each `get…Decoder()` call builds a new object. */
export const codecs = {
  tokenAccount: { decoder: getTokenDecoder() },
};
