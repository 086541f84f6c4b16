import { z } from 'zod';

/**
 * A list whose rows are read one by one: a row the row schema refuses (it lacks what makes it
 * usable, such as its id) is left out, and the rest of the list still shows. A value that is
 * not a list at all is refused, so the page can say the answer was in an unexpected format.
 */
export function tolerantRows<T>(row: z.ZodType<T>) {
  return z.array(z.unknown()).transform((rows) =>
    rows.flatMap((candidate) => {
      const parsed = row.safeParse(candidate);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}

/** The value when it is a non-empty string, else undefined (a field left out or blank). */
export const optionalText = z.string().min(1).optional().catch(undefined);

/** The value when it is a finite number ≥ 0, else undefined. */
export const optionalAmount = z.number().finite().nonnegative().optional().catch(undefined);

/**
 * A level: a whole number from 1; anything else reads as 1 (docs/spec/001-game.md §3: level defaults to 1).
 */
export const levelOrOne = z.number().int().min(1).catch(1);

/** A time as sent, or the time it was read when the answer left it out. */
export const timeOrNow = z
  .string()
  .min(1)
  .optional()
  .catch(undefined)
  .transform((value) => value ?? new Date().toISOString());

export const nullableText = z.string().nullable().catch(null);
