/** Shown while a page's code loads. */
export function PageFallback() {
  return (
    <div className="page-fallback" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
