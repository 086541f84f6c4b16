import type { Signature } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { Confirmations } from './confirmations.ts';
import type { SignatureState } from './port.ts';

/** The batching schedule alone: the chain's answers are scripted here; the flows that use it run on real chains. */
const sig = (n: number) => `sig${n}` as Signature;

describe('Confirmations', () => {
  it('asks for every signature in flight in one call per tick, once each, and again while one is unknown', async () => {
    const calls: string[][] = [];
    const landed = new Set<string>([sig(1), sig(2), sig(3)]);
    const readStates = async (signatures: readonly Signature[]): Promise<SignatureState[]> => {
      calls.push([...signatures]);
      return signatures.map((signature) => (landed.has(signature) ? 'confirmed' : 'unknown'));
    };
    const confirmations = new Confirmations(readStates, 5);
    const later = confirmations.states([sig(4)], 10_000);
    const [first, second, again] = await Promise.all([
      confirmations.states([sig(1), sig(2)], 10_000),
      confirmations.states([sig(3)], 10_000),
      confirmations.wait(sig(3), 10_000),
    ]);
    expect(calls[0]).toEqual([sig(4), sig(1), sig(2), sig(3)]);
    expect([...first.values()]).toEqual(['confirmed', 'confirmed']);
    expect(second.get(sig(3))).toBe('confirmed');
    expect(again).toBe('confirmed');
    landed.add(sig(4));
    expect((await later).get(sig(4))).toBe('confirmed');
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.slice(1).every((call) => call.length === 1 && call[0] === sig(4))).toBe(true);
  });

  it('ask-again: answers unknown past the deadline, and keeps asking through a failed call', async () => {
    let calls = 0;
    const readStates = async (signatures: readonly Signature[]): Promise<SignatureState[]> => {
      calls += 1;
      if (calls === 1) throw new Error('node down');
      return signatures.map(() => 'unknown' as const);
    };
    const states = await new Confirmations(readStates, 1, 'ask-again').states([sig(9)], 30);
    expect(states.get(sig(9))).toBe('unknown');
    expect(calls).toBeGreaterThan(1);
  });

  it('reject: a failed call rejects every wait it asked about', async () => {
    const readStates = async (): Promise<SignatureState[]> => {
      throw new Error('node down');
    };
    await expect(new Confirmations(readStates, 1).wait(sig(7), 10_000)).rejects.toThrow('node down');
  });
});
