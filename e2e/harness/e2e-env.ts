import type { Browser } from 'playwright-core';
import { launchBrowser, type OpenPageOptions, openPage, type TestPage } from './browser.ts';
import { type RunningServer, type StartServerOptions, startServer } from './server.ts';

export interface E2EEnv {
  server: RunningServer;
  browser: Browser;
  /** A new context (fresh storage) at this width: a returning visitor unless `options` say otherwise. */
  open(width: number, height?: number, options?: OpenPageOptions): Promise<TestPage>;
  close(): Promise<void>;
}

/** One real server and one browser for a test file; `options.env` adds to the server's environment. */
export async function startE2E(options: StartServerOptions = {}): Promise<E2EEnv> {
  const server = await startServer(options);
  let browser: Browser;
  try {
    browser = await launchBrowser();
  } catch (error) {
    await server.stop();
    throw error;
  }
  const pages: TestPage[] = [];
  return {
    server,
    browser,
    async open(width, height, options) {
      const testPage = await openPage(browser, server.baseUrl, width, height, options);
      pages.push(testPage);
      return testPage;
    },
    async close() {
      await Promise.allSettled(pages.map((p) => p.close()));
      await browser.close().catch(() => undefined);
      await server.stop();
    },
  };
}
