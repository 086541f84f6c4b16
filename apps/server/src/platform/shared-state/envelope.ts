import { randomUUID } from 'node:crypto';

/**
 * A message as it travels on one channel shared by every topic: the sending
 * endpoint's id (so it ignores its own), the topic and the payload.
 */
interface Envelope {
  from: string;
  topic: string;
  payload: string;
}

/** A new endpoint's id: unique per bus opened, so two apps in one process tell their messages apart. */
export const newEndpointId = (): string => randomUUID();

export function seal(from: string, topic: string, payload: string): string {
  return JSON.stringify({ from, topic, payload } satisfies Envelope);
}

/** The envelope of a received message; undefined for anything else on the channel. */
export function open(message: string): Envelope | undefined {
  try {
    const value = JSON.parse(message) as Partial<Envelope> | null;
    if (typeof value?.from !== 'string' || typeof value.topic !== 'string') return undefined;
    if (typeof value.payload !== 'string') return undefined;
    return { from: value.from, topic: value.topic, payload: value.payload };
  } catch {
    return undefined;
  }
}
