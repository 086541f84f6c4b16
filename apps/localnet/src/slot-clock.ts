import { createHash } from 'node:crypto';
import { type Blockhash, getBase58Decoder } from '@solana/kit';

export const SLOT_MS = 400;
/** A blockhash is valid while the block height is at most its slot + this (Solana's MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALID_SLOTS = 150n;
export const SLOTS_PER_EPOCH = 432_000n;

const base58 = getBase58Decoder();

/**
 * Slots and blockhashes as a cluster makes them: the slot advances every
 * 400 ms of wall time since genesis (plus slots warped), and each slot's
 * blockhash is sha256(seed ‖ slot), so it is the same after a restart.
 * Block height equals the slot (no slot is ever skipped).
 */
export class SlotClock {
  private lastSlot = 0n;
  /** Blockhash → slot for the slots whose blockhash is still valid. */
  private readonly recent = new Map<string, bigint>();
  private readonly bySlot = new Map<bigint, Blockhash>();
  private windowTop = -1n;

  constructor(
    private readonly genesisUnixMs: number,
    private readonly seed: Buffer,
    private warpSlots: bigint,
    private readonly now: () => number = Date.now,
  ) {}

  get warped(): bigint {
    return this.warpSlots;
  }

  currentSlot(): bigint {
    const elapsed = Math.max(0, Math.floor((this.now() - this.genesisUnixMs) / SLOT_MS));
    const slot = BigInt(elapsed) + this.warpSlots;
    // Never backwards, even if the wall clock is.
    if (slot > this.lastSlot) this.lastSlot = slot;
    return this.lastSlot;
  }

  warp(slots: bigint): bigint {
    this.warpSlots += slots;
    return this.currentSlot();
  }

  blockhashAt(slot: bigint): Blockhash {
    const known = this.bySlot.get(slot);
    if (known) return known;
    const slotBytes = Buffer.alloc(8);
    slotBytes.writeBigUInt64LE(slot);
    return base58.decode(createHash('sha256').update(this.seed).update(slotBytes).digest()) as Blockhash;
  }

  latest(): { slot: bigint; blockhash: Blockhash; lastValidBlockHeight: bigint } {
    const slot = this.currentSlot();
    this.refreshWindow(slot);
    return { slot, blockhash: this.blockhashAt(slot), lastValidBlockHeight: slot + BLOCKHASH_VALID_SLOTS };
  }

  /** The slot of a blockhash that is still valid, else undefined (expired or never ours). */
  slotOfValidBlockhash(blockhash: string): bigint | undefined {
    this.refreshWindow(this.currentSlot());
    return this.recent.get(blockhash);
  }

  isValid(blockhash: string): boolean {
    return this.slotOfValidBlockhash(blockhash) !== undefined;
  }

  genesisHash(): string {
    return base58.decode(createHash('sha256').update(this.seed).update('genesis').digest());
  }

  private refreshWindow(top: bigint): void {
    if (top === this.windowTop) return;
    const bottom = top > BLOCKHASH_VALID_SLOTS ? top - BLOCKHASH_VALID_SLOTS : 0n;
    for (const [slot, hash] of this.bySlot) {
      if (slot < bottom) {
        this.bySlot.delete(slot);
        this.recent.delete(hash);
      }
    }
    const from = this.windowTop + 1n > bottom ? this.windowTop + 1n : bottom;
    for (let slot = from; slot <= top; slot++) {
      const hash = this.blockhashAt(slot);
      this.bySlot.set(slot, hash);
      this.recent.set(hash, slot);
    }
    this.windowTop = top;
  }
}
