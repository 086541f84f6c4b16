import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FaultProxy, type SpawnedLocalnet, spawnLocalnet, startFaultProxy } from '@wos/localnet';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../src/platform/config.ts';
import { startTestApp, type TestApp } from './app.ts';

/** What a test file on a proxied node reads once `beforeAll` ran. */
export interface ProxiedNodeApp {
  /** The node's state, kept across a restart of the node in the test. */
  dataDir: string;
  node: SpawnedLocalnet;
  proxy: FaultProxy;
  t: TestApp;
}

export interface ProxiedNodeOptions {
  /** The proxy limits the node like a provider from the start: requests a second, 429 past it. */
  maxRps?: number;
  /** Configuration of the app over the test's defaults (a 1.5 s RPC timeout). */
  app?: Partial<AppConfig>;
}

/**
 * The whole app on RpcChain with its own local node (a child process, so it
 * can be killed) behind a fault proxy: started before the file's tests and
 * removed after them, conservation checked at close. Call at the top of a file.
 */
export function appOnProxiedNode(name: string, options: ProxiedNodeOptions = {}): ProxiedNodeApp {
  const dataDir = mkdtempSync(path.join(tmpdir(), `wos-${name}-`));
  const ready = { dataDir } as ProxiedNodeApp;
  beforeAll(async () => {
    ready.node = await spawnLocalnet({ dataDir });
    ready.proxy = await startFaultProxy({
      target: ready.node.rpcUrl,
      wsTarget: ready.node.wsUrl,
      ...(options.maxRps ? { maxRps: options.maxRps } : {}),
    });
    ready.t = await startTestApp({
      solanaRpcUrl: ready.proxy.url,
      network: 'localnet',
      solanaRpcTimeoutMs: 1500,
      ...options.app,
    });
  });
  afterAll(async () => {
    ready.proxy?.reset();
    try {
      await ready.t?.close();
    } finally {
      await ready.proxy?.close();
      await ready.node?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
  return ready;
}
