// What other features may import from dev: the local chain's starter funds.
export { grantStarterFunds, STARTER_SOL, STARTER_WLO } from './starter-funds.ts';
