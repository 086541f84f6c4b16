import type { Signature } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import type { SignatureState } from '../../chain/port.ts';
import { StatusPoller } from './status-poller.ts';

const sig = (n: number) => `sig${n}` as Signature;

describe('StatusPoller', () => {
  it('asks for every signature in flight in one call per tick, and again while one is unknown', async () => {
    const calls: string[][] = [];
    const landed = new Set<string>([sig(1), sig(2), sig(3)]);
    const chain = {
      async getSignatureStates(signatures: readonly Signature[]): Promise<SignatureState[]> {
        calls.push([...signatures]);
        return signatures.map((signature) => (landed.has(signature) ? 'confirmed' : 'unknown'));
      },
    };
    const poller = new StatusPoller(chain, 5, 10_000);
    const later = poller.states([sig(4)]);
    const [first, second] = await Promise.all([poller.states([sig(1), sig(2)]), poller.states([sig(3)])]);
    expect(calls[0]).toEqual([sig(4), sig(1), sig(2), sig(3)]);
    expect([...first.values()]).toEqual(['confirmed', 'confirmed']);
    expect(second.get(sig(3))).toBe('confirmed');
    landed.add(sig(4));
    expect((await later).get(sig(4))).toBe('confirmed');
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.slice(1).every((call) => call.length === 1 && call[0] === sig(4))).toBe(true);
  });

  it('answers unknown past the deadline, and keeps asking through a failed call', async () => {
    let calls = 0;
    const chain = {
      async getSignatureStates(signatures: readonly Signature[]): Promise<SignatureState[]> {
        calls += 1;
        if (calls === 1) throw new Error('node down');
        return signatures.map(() => 'unknown' as const);
      },
    };
    const poller = new StatusPoller(chain, 1, 30);
    const states = await poller.states([sig(9)]);
    expect(states.get(sig(9))).toBe('unknown');
    expect(calls).toBeGreaterThan(1);
  });
});
