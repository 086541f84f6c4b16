import { packProofSchema } from '@wos/shared';
import { z } from 'zod';
import { checkProof } from '../verify-pack.ts';
import { specCall } from './http.ts';
import type { SpecPlayer } from './session.ts';

/** The fields of the answers the specification names (docs/spec/001-game.md §3, §7). */
const prepared = z.object({
  transaction: z.string(),
  packDetails: z.object({ price: z.number(), token: z.string(), name: z.string() }).passthrough(),
});
const processed = z.object({ transactionSignature: z.string(), pack: z.object({ id: z.string() }) });
const opened = z.object({
  contents: z.object({
    farmers: z.array(z.object({ id: z.string(), name: z.string(), rarity: z.string() })).optional(),
    heroes: z.array(z.object({ id: z.string(), name: z.string(), rarity: z.string() })).optional(),
  }),
});

export type AssetType = 'farmer' | 'hero';

export interface BoughtPack {
  /** The owned pack's id (process answer's pack.id). */
  id: string;
  price: number;
  token: string;
  signature: string;
}

export interface PackPurchase {
  packId: string;
  assetType: AssetType;
  network: string;
  /** A wheel voucher's discount: prepare-discounted-transaction, then process with discounted: true. */
  discountPercent?: number;
}

/** Prepare (plain or discounted), sign, and process-transaction with exactly the specification's body. */
export async function buyPack(
  baseUrl: string,
  player: SpecPlayer,
  purchase: PackPurchase,
): Promise<BoughtPack> {
  const { wallet, token } = player;
  const { packId, assetType, network, discountPercent } = purchase;
  const discounted = discountPercent !== undefined;
  const offer = await specCall(
    baseUrl,
    discounted
      ? {
          method: 'POST',
          path: '/packs/prepare-discounted-transaction',
          body: { walletAddress: wallet.address, packId, discountPercent, assetType, network },
          token,
        }
      : {
          method: 'POST',
          path: '/packs/prepare-transaction',
          body: { walletAddress: wallet.address, packId, assetType, network },
          token,
        },
    prepared,
  );
  const { signedTransaction, signature } = await wallet.signTransaction(offer.transaction);
  const result = await specCall(
    baseUrl,
    {
      method: 'POST',
      path: '/packs/process-transaction',
      body: {
        signedTransaction,
        packId,
        walletAddress: wallet.address,
        assetType,
        network,
        discounted,
        transactionSignature: signature,
      },
      token,
    },
    processed,
  );
  return {
    id: result.pack.id,
    price: offer.packDetails.price,
    token: offer.packDetails.token,
    signature: result.transactionSignature,
  };
}

export interface OpenedPack {
  /** The farmer's or hero's asset id. */
  assetId: string;
  name: string;
  rarity: string;
  /** What the published proof recomputes to. */
  verified: string;
}

/** POST /packs/open {walletAddress, packId, network}, then GET /packs/{id}/proof checked by the shared verifier. */
export async function openAndVerify(
  baseUrl: string,
  player: SpecPlayer,
  pack: { id: string; assetType: AssetType; network: string },
): Promise<OpenedPack> {
  const { contents } = await specCall(
    baseUrl,
    {
      method: 'POST',
      path: '/packs/open',
      body: { walletAddress: player.wallet.address, packId: pack.id, network: pack.network },
      token: player.token,
    },
    opened,
  );
  const found = (pack.assetType === 'farmer' ? contents.farmers : contents.heroes)?.[0];
  if (!found) throw new Error(`Failed to open ${pack.assetType} pack: No ${pack.assetType} found`);
  const proof = await specCall(
    baseUrl,
    { method: 'GET', path: `/packs/${encodeURIComponent(pack.id)}/proof` },
    z.unknown(),
  );
  const verdict = checkProof(packProofSchema.parse(proof));
  if (!verdict.verified) throw new Error(`the proof of pack ${pack.id} does not verify: ${verdict.reason}`);
  const outcome = verdict.proof.outcome;
  return {
    assetId: found.id,
    name: found.name,
    rarity: found.rarity,
    verified: `${outcome?.rarity ?? '?'} ${outcome?.entryId ?? '?'}`,
  };
}
