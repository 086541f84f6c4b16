// What other features may import from home: the id of the section the hero's STAKE button scrolls to.
export { STAKING_POOLS_SECTION_ID } from './components/HeroSection.tsx';
// For the app shell: the home page is part of the first load (the router imports it eagerly).
export { HomePage } from './pages/HomePage.tsx';
