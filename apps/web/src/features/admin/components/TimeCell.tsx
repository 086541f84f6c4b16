import { formatUtc } from '../lib/admin-figures.ts';

/** A time relative to the overview's own (the server's clock), its exact UTC time beneath. */
export function TimeCell({ iso, relative }: { iso: string | null; relative: string }) {
  return (
    <span className="admin-time">
      <span data-field="relative">{relative}</span>
      {iso ? (
        <time className="admin-time__exact" dateTime={iso}>
          {formatUtc(iso)}
        </time>
      ) : null}
    </span>
  );
}
