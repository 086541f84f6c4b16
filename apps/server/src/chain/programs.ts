import { address } from '@solana/kit';

/** Where SOL "burns" go: the incinerator, an address nobody holds a key to. */
export const INCINERATOR = address('1nc1nerator11111111111111111111111111111111');
