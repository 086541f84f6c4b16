import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDevWallet, gotoPath } from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

describe('security headers in the browser', () => {
  it('serve the page under a CSP it runs under without a single violation', async () => {
    const { page, pageErrors, externalRequests } = await env.open(1280);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        );
      });
    });

    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');

    // Sign-in (message, wallet signature, nonce) and the pages a player visits.
    await connectDevWallet(page);
    for (const path of ['/stake', '/wallet', '/wlo-token', '/']) {
      await gotoPath(page, path);
    }
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
    // The price search left the page (the harness stops it there): connect-src allows its origin.
    expect(externalRequests.some((url) => url.startsWith('https://api.dexscreener.com/'))).toBe(true);
  });

  it('send a Permissions-Policy Chromium applies without a warning: camera and the like denied, the clipboard kept', async () => {
    const { page, pageErrors } = await env.open(1280);
    const policyWarnings: string[] = [];
    page.on('console', (message) => {
      // Chromium's complaints about the header itself (an unknown feature, a bad list).
      if (/Permissions-Policy header/i.test(message.text())) policyWarnings.push(message.text());
    });
    const response = await page.goto('/');
    await page.locator('main h1').first().waitFor({ state: 'visible' });
    expect(response?.headers()['permissions-policy']).toContain('camera=()');

    const allowed = await page.evaluate(() => {
      // Chromium's view of the policy the page runs under.
      const policy = (document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } })
        .featurePolicy;
      return Object.fromEntries(
        ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'clipboard-write'].map((name) => [
          name,
          policy?.allowsFeature(name) ?? null,
        ]),
      );
    });
    expect(allowed).toEqual({
      camera: false,
      microphone: false,
      geolocation: false,
      payment: false,
      usb: false,
      'clipboard-write': true,
    });
    const geolocation = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          navigator.geolocation.getCurrentPosition(
            () => resolve('allowed'),
            (error) => resolve(`refused ${error.code}`),
          ),
        ),
    );
    expect(geolocation).toBe('refused 1');
    // Copy address still writes to the clipboard.
    await page.evaluate(() => navigator.clipboard.writeText('copied under the policy'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('copied under the policy');
    expect(policyWarnings).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
