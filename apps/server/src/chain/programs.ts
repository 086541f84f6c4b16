import { address } from '@solana/kit';

/** SPL Memo v2: the memo program LiteSVM loads and mainnet runs. */
export const MEMO_PROGRAM = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** Where SOL "burns" go: the incinerator, an address nobody holds a key to. */
export const INCINERATOR = address('1nc1nerator11111111111111111111111111111111');
