import type { Address, Instruction, TransactionSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { getBurnCheckedInstruction } from '@solana-program/token';
import { WLO_DECIMALS } from '@wos/shared';
import type { Chain } from './port.ts';
import { INCINERATOR } from './programs.ts';
import { associatedTokenAddress, wloTransferInstructions } from './token.ts';

/** One movement of a player-paid transaction. Amounts are base units. */
export type PaymentLeg =
  | { kind: 'wlo-transfer'; to: Address; amount: bigint }
  | { kind: 'wlo-burn'; amount: bigint }
  | { kind: 'sol-transfer'; to: Address; amount: bigint };

/** Everything one transaction pays, from one payer. */
export interface Payment {
  /** Signs and pays the fee; in the two-phase flow a noop signer standing in for the wallet. */
  payer: TransactionSigner;
  legs: readonly PaymentLeg[];
}

/** A leg as stored with its intent (jsonb has no bigint). */
export type StoredLeg =
  | { kind: 'wlo-transfer'; to: string; amount: string }
  | { kind: 'wlo-burn'; amount: string }
  | { kind: 'sol-transfer'; to: string; amount: string };

/** SOL has no burn: it goes to the incinerator, where nobody can spend it. */
export function solBurnLeg(amount: bigint): PaymentLeg {
  return { kind: 'sol-transfer', to: INCINERATOR, amount };
}

export function storeLegs(legs: readonly PaymentLeg[]): StoredLeg[] {
  return legs.map((leg) =>
    leg.kind === 'wlo-burn'
      ? { kind: leg.kind, amount: leg.amount.toString() }
      : { kind: leg.kind, to: leg.to, amount: leg.amount.toString() },
  );
}

/** Total of one token the payer gives up (burns included). */
export function legsTotal(legs: readonly PaymentLeg[], token: 'SOL' | 'WLO'): bigint {
  return legs
    .filter((leg) => (token === 'SOL') === (leg.kind === 'sol-transfer'))
    .reduce((sum, leg) => sum + leg.amount, 0n);
}

/**
 * The instructions of one payment, in leg order. A WLO destination's token
 * account is created (idempotently, paid by the payer) unless `chain` shows
 * it exists already, which keeps the transaction small.
 */
export async function paymentInstructions(
  payment: Payment,
  options: { mint: Address; chain?: Chain },
): Promise<Instruction[]> {
  const { payer } = payment;
  const { mint, chain } = options;
  const instructions: Instruction[] = [];
  const created = new Set<Address>();
  for (const leg of payment.legs) {
    if (leg.amount <= 0n) throw new Error(`payment leg ${leg.kind} needs a positive amount`);
    if (leg.kind === 'sol-transfer') {
      instructions.push(
        getTransferSolInstruction({ source: payer, destination: leg.to, amount: leg.amount }),
      );
    } else if (leg.kind === 'wlo-burn') {
      instructions.push(
        getBurnCheckedInstruction({
          account: await associatedTokenAddress(payer.address, mint),
          mint,
          authority: payer,
          amount: leg.amount,
          decimals: WLO_DECIMALS,
        }),
      );
    } else {
      const [create, transfer] = await wloTransferInstructions({
        mint,
        from: payer,
        to: leg.to,
        amount: leg.amount,
        payer,
      });
      const ata = await associatedTokenAddress(leg.to, mint);
      if (create && !created.has(ata) && !(chain && (await chain.accountExists(ata)))) {
        instructions.push(create);
      }
      created.add(ata);
      if (transfer) instructions.push(transfer);
    }
  }
  return instructions;
}
