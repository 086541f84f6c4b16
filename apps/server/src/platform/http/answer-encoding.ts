/** The content codings answers are compressed with, in the server's order of preference. */
export const ANSWER_CODINGS = ['br', 'gzip'] as const;
export type AnswerCoding = (typeof ANSWER_CODINGS)[number];

/**
 * The coding to answer a request's Accept-Encoding with, or undefined for the
 * bytes as they are. The same choice @fastify/compress makes for the answers
 * it compresses (compression.ts), so an answer looks alike whichever made it:
 * the highest q wins, brotli on a tie; `*` and `x-gzip` count as gzip (as the
 * plugin reads them); q=0 refuses a coding.
 */
export function acceptedCoding(header: string | undefined): AnswerCoding | undefined {
  if (!header) return undefined;
  // Browsers send a handful of distinct headers: each is read once.
  if (chosen.has(header)) return chosen.get(header);
  if (chosen.size >= KEPT_HEADERS) chosen.clear();
  const coding = negotiate(header);
  chosen.set(header, coding);
  return coding;
}

const KEPT_HEADERS = 64;
const chosen = new Map<string, AnswerCoding | undefined>();

function negotiate(header: string): AnswerCoding | undefined {
  let best: AnswerCoding | undefined;
  let bestQuality = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const coding = name === '*' || name === 'x-gzip' ? 'gzip' : name;
    if (coding !== 'br' && coding !== 'gzip') continue;
    const q = params.find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2)) || 0;
    const better =
      quality > bestQuality || (quality === bestQuality && best !== undefined && rank(coding) < rank(best));
    if (quality > 0 && better) {
      best = coding;
      bestQuality = quality;
    }
  }
  return best;
}

const rank = (coding: AnswerCoding) => ANSWER_CODINGS.indexOf(coding);
