import { z } from 'zod';

const totalVisits = z
  .number()
  .int()
  .nonnegative()
  .describe('visits counted so far, one per browser per UTC day');

/** GET /token/visits: the token page's visit counter. */
export const tokenVisitsResponse = z.object({ data: z.object({ totalVisits }) });

/** POST /token/visits: counts this browser's visit (once per UTC day) and answers the total. */
export const recordTokenVisitResponse = z.object({
  data: z.object({
    totalVisits,
    /** False when this browser had already been counted today. */
    counted: z.boolean(),
  }),
});
