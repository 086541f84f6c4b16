import {
  type Address,
  type Base58EncodedBytes,
  createSolanaRpcSubscriptions,
  getAddressEncoder,
} from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import type { AccountWatch, Watch } from './balance-cache.ts';

/** An SPL token account: mint (0..32), owner (32..64), amount, … 165 bytes. */
const TOKEN_ACCOUNT_SIZE = 165n;
const OWNER_OFFSET = 32;
const AMOUNT_OFFSET = 64;
const addressEncoder = getAddressEncoder();
const hexOfAddress = (address: Address) => Buffer.from(addressEncoder.encode(address)).toString('hex');

export interface RpcAccountWatchOptions {
  /** The node's WebSocket endpoint. */
  url: string;
  /** Subscriptions per WebSocket (kit's default, 100, is the public mainnet node's limit). */
  maxSubscriptionsPerChannel?: number;
}

/**
 * The node's WebSocket PubSub: accountSubscribe for a wallet's SOL, one
 * programSubscribe (SPL Token, filtered by mint) for every token account of
 * the game's mint. A subscription that ends unasked (the connection dropped)
 * calls `lost`.
 */
export function rpcAccountWatch(options: RpcAccountWatchOptions): AccountWatch {
  const subscriptions = createSolanaRpcSubscriptions(options.url, {
    ...(options.maxSubscriptionsPerChannel
      ? { maxSubscriptionsPerChannel: options.maxSubscriptionsPerChannel }
      : {}),
  });
  return {
    owner(owner, changed, lost) {
      return follow(
        (abortSignal) =>
          subscriptions
            .accountNotifications(owner, { commitment: 'confirmed', encoding: 'base64' })
            .subscribe({ abortSignal }),
        (notification) => changed(notification.value.lamports),
        lost,
      );
    },
    mint(mint, changed, lost) {
      return follow(
        (abortSignal) =>
          subscriptions
            .programNotifications(TOKEN_PROGRAM_ADDRESS, {
              commitment: 'confirmed',
              encoding: 'base64',
              filters: [
                { dataSize: TOKEN_ACCOUNT_SIZE },
                { memcmp: { offset: 0n, bytes: mint as string as Base58EncodedBytes, encoding: 'base58' } },
              ],
            })
            .subscribe({ abortSignal }),
        (notification) => {
          const [data] = notification.value.account.data;
          const bytes = Buffer.from(data, 'base64');
          changed({
            ownerHex: bytes.toString('hex', OWNER_OFFSET, OWNER_OFFSET + 32),
            accountHex: hexOfAddress(notification.value.pubkey),
            amount: bytes.readBigUInt64LE(AMOUNT_OFFSET),
          });
        },
        lost,
      );
    },
  };
}

/** Runs `onEach` for every notification until stopped; `lost` when it ends any other way. */
function follow<T>(
  subscribe: (abortSignal: AbortSignal) => Promise<AsyncIterable<T>>,
  onEach: (notification: T) => void,
  lost: () => void,
): Watch {
  const abort = new AbortController();
  const ended = () => {
    if (!abort.signal.aborted) lost();
  };
  const ready = subscribe(abort.signal).then((notifications) => {
    void (async () => {
      try {
        for await (const notification of notifications) onEach(notification);
      } catch {
        // The channel closed or failed: `ended` tells the cache.
      }
      ended();
    })();
  });
  ready.catch(ended);
  return { ready, stop: () => abort.abort() };
}

/** The WebSocket URL of a JSON-RPC URL, as web3.js finds it: ws(s), and the next port when one is given. */
export function webSocketUrlOf(rpcUrl: string): string {
  const url = new URL(rpcUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (url.port) url.port = String(Number(url.port) + 1);
  return url.toString();
}
