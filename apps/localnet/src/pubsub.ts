import type { Address, EncodedAccount } from '@solana/kit';
import { type WebSocket, WebSocketServer } from 'ws';
import { type AccountEncoding, accountJson, readEncoding } from './account-json.ts';
import type { HistoryEntry } from './history/history-entry.ts';
import type { LandedTransaction } from './history/landed.ts';
import { toJson } from './json.ts';
import type { Ledger } from './ledger.ts';
import { type LogsWatcher, logsFilter } from './logs-filter.ts';
import { accountFilter } from './methods/accounts.ts';
import { addressParam, configParam } from './methods/params.ts';
import { RPC_CODES, RpcError } from './rpc-error.ts';
import type { LandedStatus } from './status-store.ts';

/** A validator checks new subscriptions against landed signatures on its next slot, not at once. */
const ALREADY_LANDED_DELAY_MS = 20;
const SIGNATURE_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;

interface Subscription {
  socket: WebSocket;
  dispose: () => void;
}

/** A programSubscribe: its encoding and its getProgramAccounts-style filters. */
interface ProgramWatcher {
  encoding: AccountEncoding;
  matches: (account: EncodedAccount) => boolean;
}

/**
 * Solana's WebSocket PubSub: signatureSubscribe, slotSubscribe,
 * accountSubscribe, programSubscribe (with dataSize and memcmp filters) and
 * logsSubscribe ("all", "allWithVotes", {mentions}) with their unsubscribes. Messages without an id (the clients' keep-alive
 * pings) get no answer.
 */
export class PubSub {
  readonly server = new WebSocketServer({ noServer: true });
  private nextId = 1;
  private readonly subscriptions = new Map<number, Subscription>();
  private readonly signatureWaiters = new Map<string, Set<number>>();
  private readonly accountWatchers = new Map<Address, Map<number, AccountEncoding>>();
  private readonly programWatchers = new Map<Address, Map<number, ProgramWatcher>>();
  private readonly logsWatchers = new Map<number, LogsWatcher>();
  private readonly stopListening: (() => void)[];

  constructor(private readonly ledger: Ledger) {
    this.server.on('connection', (socket) => this.accept(socket));
    this.stopListening = [
      ledger.onStatus((signature, status) => this.signatureLanded(signature, status)),
      ledger.onAccounts((addresses) => this.accountsChanged(addresses)),
      ledger.onLanded((landed, entry) => this.transactionLanded(landed, entry)),
    ];
  }

  private accept(socket: WebSocket): void {
    const owned = new Set<number>();
    socket.on('message', (data) => {
      const answer = this.answer(String(data), socket, owned);
      if (answer) socket.send(answer);
    });
    socket.on('close', () => {
      for (const id of owned) this.unsubscribe(id);
    });
    socket.on('error', () => socket.terminate());
  }

  private answer(text: string, socket: WebSocket, owned: Set<number>): string | undefined {
    let request: { id?: unknown; method?: unknown; params?: unknown };
    try {
      request = JSON.parse(text);
    } catch {
      return toJson({
        jsonrpc: '2.0',
        error: { code: RPC_CODES.parseError, message: 'Parse error' },
        id: null,
      });
    }
    const id = request.id;
    if (id === undefined) return undefined;
    try {
      const params = Array.isArray(request.params) ? request.params : [];
      const result = this.call(String(request.method), params, socket, owned);
      return toJson({ jsonrpc: '2.0', result, id });
    } catch (error) {
      const rpcError =
        error instanceof RpcError ? error : new RpcError(RPC_CODES.internalError, 'Internal error');
      return toJson({ jsonrpc: '2.0', error: rpcError.toJson(), id });
    }
  }

  private call(method: string, params: unknown[], socket: WebSocket, owned: Set<number>): unknown {
    switch (method) {
      case 'signatureSubscribe':
        return this.subscribeSignature(params, socket, owned);
      case 'slotSubscribe':
        return this.subscribeSlots(socket, owned);
      case 'accountSubscribe':
        return this.subscribeAccount(params, socket, owned);
      case 'programSubscribe':
        return this.subscribeProgram(params, socket, owned);
      case 'logsSubscribe':
        return this.subscribeLogs(params, socket, owned);
      case 'signatureUnsubscribe':
      case 'slotUnsubscribe':
      case 'accountUnsubscribe':
      case 'programUnsubscribe':
      case 'logsUnsubscribe': {
        const id = params[0];
        if (typeof id !== 'number' || !owned.has(id)) {
          throw new RpcError(RPC_CODES.invalidParams, 'Invalid subscription id.');
        }
        owned.delete(id);
        this.unsubscribe(id);
        return true;
      }
      default:
        throw new RpcError(RPC_CODES.methodNotFound, 'Method not found');
    }
  }

  private register(socket: WebSocket, owned: Set<number>, dispose: () => void): number {
    const id = this.nextId++;
    this.subscriptions.set(id, { socket, dispose });
    owned.add(id);
    return id;
  }

  private unsubscribe(id: number): void {
    const subscription = this.subscriptions.get(id);
    if (!subscription) return;
    this.subscriptions.delete(id);
    subscription.dispose();
  }

  private subscribeSignature(params: unknown[], socket: WebSocket, owned: Set<number>): number {
    const signature = params[0];
    if (typeof signature !== 'string' || !SIGNATURE_PATTERN.test(signature)) {
      throw new RpcError(RPC_CODES.invalidParams, 'Invalid params: invalid signature');
    }
    configParam(params[1]);
    const id = this.register(socket, owned, () => {
      const waiters = this.signatureWaiters.get(signature);
      waiters?.delete(id);
      if (waiters?.size === 0) this.signatureWaiters.delete(signature);
    });
    const landed = this.ledger.statusOf(signature);
    if (landed) {
      setTimeout(() => this.notifySignature(id, landed), ALREADY_LANDED_DELAY_MS).unref();
    } else {
      let waiters = this.signatureWaiters.get(signature);
      if (!waiters) {
        waiters = new Set();
        this.signatureWaiters.set(signature, waiters);
      }
      waiters.add(id);
    }
    return id;
  }

  private signatureLanded(signature: string, status: LandedStatus): void {
    const waiters = this.signatureWaiters.get(signature);
    if (!waiters) return;
    for (const id of [...waiters]) this.notifySignature(id, status);
  }

  /** A signature subscription ends with its one notification, as on a validator. */
  private notifySignature(id: number, status: LandedStatus): void {
    const subscription = this.subscriptions.get(id);
    if (!subscription) return;
    this.send(subscription.socket, 'signatureNotification', id, {
      context: { slot: this.ledger.slots.currentSlot() },
      value: { err: status.err },
    });
    this.unsubscribe(id);
  }

  private subscribeSlots(socket: WebSocket, owned: Set<number>): number {
    let stop = () => {};
    const id = this.register(socket, owned, () => stop());
    stop = this.ledger.onSlot((slot) => {
      this.send(socket, 'slotNotification', id, {
        parent: slot > 0n ? slot - 1n : 0n,
        root: slot > 32n ? slot - 32n : 0n,
        slot,
      });
    });
    return id;
  }

  private subscribeAccount(params: unknown[], socket: WebSocket, owned: Set<number>): number {
    const address = addressParam(params[0]);
    const encoding = readEncoding(configParam(params[1]).encoding, 'binary');
    const id = this.register(socket, owned, () => {
      const watchers = this.accountWatchers.get(address);
      watchers?.delete(id);
      if (watchers?.size === 0) this.accountWatchers.delete(address);
    });
    let watchers = this.accountWatchers.get(address);
    if (!watchers) {
      watchers = new Map();
      this.accountWatchers.set(address, watchers);
    }
    watchers.set(id, encoding);
    return id;
  }

  /** Every change of an account the program owns that passes the filters; a closed account leaves the program. */
  private subscribeProgram(params: unknown[], socket: WebSocket, owned: Set<number>): number {
    const program = addressParam(params[0]);
    const config = configParam(params[1]);
    const watcher = {
      encoding: readEncoding(config.encoding, 'binary'),
      matches: accountFilter(config.filters),
    };
    const id = this.register(socket, owned, () => {
      const watchers = this.programWatchers.get(program);
      watchers?.delete(id);
      if (watchers?.size === 0) this.programWatchers.delete(program);
    });
    let watchers = this.programWatchers.get(program);
    if (!watchers) {
      watchers = new Map();
      this.programWatchers.set(program, watchers);
    }
    watchers.set(id, watcher);
    return id;
  }

  private subscribeLogs(params: unknown[], socket: WebSocket, owned: Set<number>): number {
    const watcher = logsFilter(params[0]);
    configParam(params[1]);
    const id = this.register(socket, owned, () => this.logsWatchers.delete(id));
    this.logsWatchers.set(id, watcher);
    return id;
  }

  private transactionLanded(landed: LandedTransaction, entry: HistoryEntry): void {
    for (const [id, watcher] of this.logsWatchers) {
      if (watcher.mentions !== undefined && !entry.accounts.includes(watcher.mentions)) continue;
      const subscription = this.subscriptions.get(id);
      if (!subscription) continue;
      this.send(subscription.socket, 'logsNotification', id, {
        context: { slot: landed.slot },
        value: { signature: landed.signature, err: landed.err, logs: landed.logs },
      });
    }
  }

  private accountsChanged(addresses: readonly Address[]): void {
    if (this.programWatchers.size > 0) this.programAccountsChanged(addresses);
    if (this.accountWatchers.size === 0) return;
    for (const address of addresses) {
      const watchers = this.accountWatchers.get(address);
      if (!watchers) continue;
      const account = this.ledger.svm.getAccount(address);
      for (const [id, encoding] of watchers) {
        const subscription = this.subscriptions.get(id);
        if (!subscription) continue;
        const value = account.exists
          ? safeAccountJson(this.ledger, account, encoding)
          : {
              data: ['', 'base64'],
              executable: false,
              lamports: 0,
              owner: '11111111111111111111111111111111',
              rentEpoch: 0,
              space: 0,
            };
        this.send(subscription.socket, 'accountNotification', id, {
          context: { slot: this.ledger.slots.currentSlot() },
          value,
        });
      }
    }
  }

  private programAccountsChanged(addresses: readonly Address[]): void {
    for (const address of addresses) {
      const account = this.ledger.svm.getAccount(address);
      if (!account.exists) continue;
      const watchers = this.programWatchers.get(account.programAddress);
      if (!watchers) continue;
      for (const [id, watcher] of watchers) {
        const subscription = this.subscriptions.get(id);
        if (!subscription || !watcher.matches(account)) continue;
        this.send(subscription.socket, 'programNotification', id, {
          context: { slot: this.ledger.slots.currentSlot() },
          value: { pubkey: address, account: safeAccountJson(this.ledger, account, watcher.encoding) },
        });
      }
    }
  }

  private send(socket: WebSocket, method: string, subscription: number, result: unknown): void {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(toJson({ jsonrpc: '2.0', method, params: { result, subscription } }));
  }

  close(): void {
    for (const stop of this.stopListening) stop();
    for (const id of [...this.subscriptions.keys()]) this.unsubscribe(id);
    for (const client of this.server.clients) client.terminate();
    this.server.close();
  }
}

function safeAccountJson(
  ledger: Ledger,
  account: Parameters<typeof accountJson>[1],
  encoding: AccountEncoding,
) {
  try {
    return accountJson(ledger.svm, account, encoding);
  } catch {
    return accountJson(ledger.svm, account, 'base64');
  }
}
