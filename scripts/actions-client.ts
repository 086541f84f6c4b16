/**
 * A Solana Actions client built from the specification alone (no game API
 * beyond what a blink reads): it fetches the origin's /actions.json, maps a
 * page URL to its action with the rules, GETs the action, POSTs {account},
 * decodes the base64 transaction, signs it with the buyer's key, sends it to
 * the node's JSON-RPC itself and waits for it to be confirmed.
 *
 *   npm run actions-client -- <server-url> <rpc-url> [page-path]
 *
 * Without a page path it buys a Premium Hero Pack (`/store/packs/hero-premium`) for
 * a new wallet funded by the server's localnet faucet (/dev/airdrop), then
 * waits until the pack shows in the public inventory; with a listing's path
 * (`/marketplace/listing/<id>`), until the wallet owns the asset or was
 * refunded. It ends with OK.
 */
import {
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit';

interface ActionsJson {
  rules: { pathPattern: string; apiPath: string }[];
}

/** The first actions.json rule matching a path: a trailing `*` is one segment, `**` the rest. */
function mapPath(rules: ActionsJson['rules'], path: string): string | undefined {
  for (const { pathPattern, apiPath } of rules) {
    const wildcard = pathPattern.endsWith('**') ? '**' : pathPattern.endsWith('*') ? '*' : '';
    const prefix = pathPattern.slice(0, pathPattern.length - wildcard.length);
    if (!wildcard) {
      if (path === pathPattern) return apiPath;
      continue;
    }
    const rest = path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
    if (!rest || (wildcard === '*' && rest.includes('/'))) continue;
    return apiPath.replace(/\*\*?$/, rest);
  }
  return undefined;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as T & { message?: string };
  if (!response.ok)
    throw new ActionRefused(`${what}: ${response.status} ${body.message ?? ''}`, body.message);
  return body;
}

/** The Action's error shape, {message}, as the action answered it. */
export class ActionRefused extends Error {
  constructor(
    text: string,
    readonly actionMessage: string | undefined,
  ) {
    super(text);
  }
}

async function rpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

export interface ActionRun {
  title: string;
  message: string;
  signature: string;
}

/**
 * Follows the share URL `pagePath` on `serverUrl` as a blink client does and
 * pays with `buyer`. `beforeSend` runs after the wallet received the
 * transaction and before it is sent (a test's moment to race it).
 */
export async function buyWithAction(options: {
  serverUrl: string;
  rpcUrl: string;
  pagePath: string;
  buyer: KeyPairSigner;
  beforeSend?: () => Promise<void>;
  log?: (line: string) => void;
}): Promise<ActionRun> {
  const { serverUrl, rpcUrl, pagePath, buyer, log = () => {} } = options;
  const rules = await json<ActionsJson>(await fetch(new URL('/actions.json', serverUrl)), 'actions.json');
  const apiPath = mapPath(rules.rules, pagePath);
  if (!apiPath) throw new Error(`actions.json maps no rule to ${pagePath}`);
  const action = await json<{ title: string; links?: { actions: { href: string }[] } }>(
    await fetch(new URL(apiPath, serverUrl)),
    'GET action',
  );
  log(`action: ${action.title}`);
  const href = action.links?.actions[0]?.href ?? apiPath;
  const posted = await json<{ type: string; transaction: string; message: string }>(
    await fetch(new URL(href, serverUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: buyer.address }),
    }),
    'POST action',
  );
  if (posted.type !== 'transaction') throw new Error(`unexpected action answer ${posted.type}`);
  log(`server: ${posted.message}`);
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(posted.transaction));
  const signed = await partiallySignTransaction([buyer.keyPair], transaction);
  await options.beforeSend?.();
  const signature = await rpc<string>(rpcUrl, 'sendTransaction', [
    getBase64EncodedWireTransaction(signed),
    { encoding: 'base64' },
  ]);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { value } = await rpc<{ value: ({ err: unknown; confirmationStatus: string } | null)[] }>(
      rpcUrl,
      'getSignatureStatuses',
      [[signature]],
    );
    const status = value[0];
    if (status?.err) throw new Error(`transaction ${signature} failed: ${JSON.stringify(status.err)}`);
    if (status && status.confirmationStatus !== 'processed') {
      log(`confirmed: ${signature}`);
      return { title: action.title, message: posted.message, signature };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`transaction ${signature} was not confirmed`);
}

async function main(): Promise<void> {
  const [serverUrl, rpcUrl, pagePath = '/store/packs/hero-premium'] = process.argv.slice(2);
  if (!serverUrl || !rpcUrl)
    throw new Error('usage: npm run actions-client -- <server-url> <rpc-url> [page-path]');
  const buyer = await generateKeyPairSigner();
  const airdrop = await fetch(new URL('/dev/airdrop', serverUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ walletAddress: buyer.address, sol: 1, wlo: 1000 }),
  });
  if (!airdrop.ok) throw new Error(`the server's faucet (localnet only) refused: ${await airdrop.text()}`);
  const run = await buyWithAction({ serverUrl, rpcUrl, pagePath, buyer, log: console.log });
  const finished = pagePath.startsWith('/marketplace/listing/') ? listingFinished : packFinished;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const done = await finished(serverUrl, buyer.address, pagePath);
    if (done) {
      console.log(`the server finished the purchase: ${done} (${run.signature})`);
      console.log('OK');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the purchase landed on chain but the server did not finish it within two minutes');
}

/** A pack type's purchase is finished once the pack is in the buyer's inventory. */
async function packFinished(serverUrl: string, buyer: string, pagePath: string): Promise<string | null> {
  const packId = pagePath.split('/').at(-1) ?? '';
  const inventory = await fetch(new URL(`/packs/inventory/${buyer}`, serverUrl));
  return (await inventory.text()).includes(packId) ? `${packId} is in ${buyer}'s packs` : null;
}

/**
 * A listing's purchase is finished once the new wallet owns the asset, or was
 * refunded in full (someone else's payment was settled first).
 */
async function listingFinished(serverUrl: string, buyer: string): Promise<string | null> {
  const assets = (await (await fetch(new URL(`/assets/all/${buyer}`, serverUrl))).json()) as Record<
    string,
    { name?: string }[] | undefined
  >;
  const owned = [...(assets.farmers ?? []), ...(assets.heroes ?? []), ...(assets.items ?? [])];
  if (owned[0]) return `${owned[0].name ?? 'the asset'} is ${buyer}'s`;
  const history = (await (
    await fetch(new URL(`/wallet/transactions/${buyer}?type=Refund`, serverUrl))
  ).json()) as { transactions?: { status: string; amount: number }[] };
  const refund = history.transactions?.find((row) => row.status === 'completed');
  return refund ? `someone else bought it first; ${refund.amount} WLO refunded to ${buyer}` : null;
}

if (process.argv[1]?.endsWith('actions-client.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
