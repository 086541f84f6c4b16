import { address } from '@solana/kit';

/** SPL Memo v2: the memo program LiteSVM loads and mainnet runs. */
export const MEMO_PROGRAM = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
