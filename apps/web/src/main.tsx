import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/styles/shell.css';
import './app/styles/tabs.css';
import './app/styles/rarity-card.css';
import './app/styles/stat-tile.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
