import { WosError } from './errors/index.ts';

/**
 * Token amounts cross the API in token units (`500` WLO, `0.5` SOL) and live
 * everywhere else as integer base units. These two functions are the only
 * place the two meet, so no float ever touches a balance.
 */
export function toBaseUnits(amount: number | string, decimals: number): bigint {
  const text = typeof amount === 'number' ? numberToPlainString(amount, decimals) : amount.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new WosError('INVALID_AMOUNT', { message: `Invalid amount: ${String(amount)}` });
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) {
    throw new WosError('INVALID_AMOUNT', { message: `Amount has more than ${decimals} decimals` });
  }
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

export function fromBaseUnits(units: bigint, decimals: number): number {
  return Number(formatBaseUnits(units, decimals));
}

/** Exact decimal text of a base-unit amount, e.g. 1500000n, 6 → "1.5". */
export function formatBaseUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function numberToPlainString(value: number, decimals: number): string {
  if (!Number.isFinite(value) || value < 0) {
    throw new WosError('INVALID_AMOUNT', { message: `Invalid amount: ${String(value)}` });
  }
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent form (1e-7, 1e21): widen to one digit past the allowed precision
  // so a too-precise amount is still refused rather than rounded.
  return value.toFixed(Math.min(decimals + 1, 100));
}
