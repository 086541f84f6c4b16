import {
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  type KeyPairSigner,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit';

/** What a wallet does for the specification's client: sign the sign-in text and base64 transactions. */
export interface SpecWallet {
  address: string;
  signMessage(text: string): Promise<string>;
  /** Signs a base64 wire transaction; returns it signed (base64) and its signature (base58). */
  signTransaction(base64: string): Promise<{ signedTransaction: string; signature: string }>;
}

export async function newSpecWallet(signer?: KeyPairSigner): Promise<SpecWallet> {
  const key = signer ?? (await generateKeyPairSigner());
  return {
    address: key.address,
    async signMessage(text) {
      const signature = await signBytes(key.keyPair.privateKey, new TextEncoder().encode(text));
      return getBase58Decoder().decode(signature);
    },
    async signTransaction(base64) {
      const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64));
      const signed = await partiallySignTransaction([key.keyPair], transaction);
      return {
        signedTransaction: getBase64EncodedWireTransaction(signed),
        signature: getSignatureFromTransaction(signed),
      };
    },
  };
}
