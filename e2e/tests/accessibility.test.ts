import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeMobileMenu, connectDevWallet, gotoPath } from '../harness/app.ts';
import { type AxeFinding, seriousAxeViolations } from '../harness/axe.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { APP_ROUTES } from '../harness/routes.ts';
import { saveCleanScreenshot } from '../harness/screenshots.ts';

const WIDTHS = [1280, 380] as const;

/** Words only an unfinished page shows. */
const PLACEHOLDER_TEXT = /being prepared|coming soon to this page|placeholder/i;

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

function describeFindings(route: string, findings: AxeFinding[]): string[] {
  return findings.map(
    (finding) =>
      `${route}: ${finding.impact} ${finding.rule} (${finding.help}) at ${finding.targets.join(', ')}`,
  );
}

describe.each(WIDTHS)('every route at %i px', (width) => {
  for (const state of ['visitor', 'player'] as const) {
    it(`as a ${state}: no placeholder, no serious or critical axe violation, saved as a screenshot`, async () => {
      const { page, pageErrors } = await env.open(width);
      if (state === 'player') {
        await gotoPath(page, '/');
        await connectDevWallet(page);
        await closeMobileMenu(page);
      }
      const findings: string[] = [];
      for (const { path, name } of APP_ROUTES) {
        await gotoPath(page, path);
        // Let the page's own data arrive (lists, balances) before judging it.
        await page.waitForLoadState('networkidle');
        expect
          .soft(await page.locator('main').innerText(), `${path} shows a placeholder`)
          .not.toMatch(PLACEHOLDER_TEXT);
        findings.push(...describeFindings(path, await seriousAxeViolations(page)));
        await saveCleanScreenshot(page, `route-${name}-${state}`);
      }
      expect(findings).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});
