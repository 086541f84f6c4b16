/**
 * A request's deadline travels to the transport with its abort signal (kit
 * hands the transport only the payload and the signal): the rate limiter
 * reads it to refuse at once a request whose wait would pass it.
 */
const deadlines = new WeakMap<AbortSignal, number>();

/** A signal that aborts at `deadline` (ms since the epoch) and tells the transport when that is. */
export function deadlineSignal(deadline: number): AbortSignal {
  const signal = AbortSignal.timeout(Math.max(0, deadline - Date.now()));
  deadlines.set(signal, deadline);
  return signal;
}

/** The deadline `deadlineSignal` gave this signal; undefined for any other signal. */
export function deadlineOf(signal: AbortSignal | undefined): number | undefined {
  return signal ? deadlines.get(signal) : undefined;
}
