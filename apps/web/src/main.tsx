import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { PRERENDERED_ROUTE_ATTRIBUTE } from './app/prerender/prerendered-route.ts';
import { pageKeyOf, preparePage } from './app/router.tsx';
import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/styles/shell.css';
import './app/styles/tabs.css';
import './app/styles/rarity-card.css';
import './app/styles/stat-tile.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The build prerenders each page into its own document (docs/architecture.md §6.5): when this
// document is the one of the address, the app attaches to its HTML (with the page's code
// loaded first, so everything hydrates in one pass); any other address (an unknown path the
// router sends home, a shared link) renders afresh. No top-level await: an entry that awaits
// at the top makes the bundler split what the page chunks share with it into many small
// chunks (a chunk importing from an entry still evaluating would wait forever), 8 kB more gzip.
async function start(container: HTMLElement) {
  const prerendered = container.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
  if (prerendered !== null && prerendered === pageKeyOf(window.location.pathname)) {
    // If the page's code cannot be fetched now, its lazy() keeps the HTML and tries again.
    await preparePage(prerendered).catch(() => undefined);
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start(root);
