import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/**
 * axe-core's browser bundle. It is evaluated through the DevTools protocol, which the app's
 * Content-Security-Policy (script-src 'self') does not block, unlike an injected <script>.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts a page must not have (axe's two highest). */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements (the first few). */
  targets: string[];
}

interface AxeResultLike {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[] }[];
  }[];
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it is and returns the serious
 * and critical violations, each with the elements that cause it.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(AXE_SOURCE);
  }
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } })
      .axe;
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
  });
  return (result as AxeResultLike).violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
    }));
}
