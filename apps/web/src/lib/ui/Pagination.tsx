import { pageWindow } from './page-window.ts';
import './pagination.css';

interface Props {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What is paged, for screen readers ("Marketplace pages"). */
  label: string;
}

/** Previous, a window of five page numbers, Next (each named with its visible word). Hidden when everything fits on one page. */
export function Pagination({ page, totalPages, onPage, label }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        ‹ <span className="pagination__word">Previous</span>
      </button>
      <ul className="pagination__pages">
        {pageWindow(page, totalPages).map((candidate) => (
          <li key={candidate}>
            <button
              type="button"
              className={`pagination__page ${candidate === page ? 'is-current' : ''}`}
              onClick={() => onPage(candidate)}
              aria-current={candidate === page ? 'page' : undefined}
              aria-label={`Page ${candidate}`}
            >
              {candidate}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        aria-label="Next page"
      >
        <span className="pagination__word">Next</span> ›
      </button>
    </nav>
  );
}
