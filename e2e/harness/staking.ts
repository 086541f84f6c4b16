import type { Locator, Page } from 'playwright-core';
import { textOf } from './app.ts';

/** Moves the server's dev clock (localnet only) and runs the jobs that fell due. */
export async function advanceClock(baseUrl: string, days: number): Promise<{ now: string }> {
  const response = await fetch(`${baseUrl}/dev/clock/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ days }),
  });
  if (!response.ok) throw new Error(`clock advance failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { now: string };
}

/** "10,003.2877 WLO" → 10003.2877 */
export function parseWlo(text: string): number {
  const match = /(-?[\d,]+(?:\.\d+)?)\s*WLO/.exec(text);
  if (!match?.[1]) throw new Error(`No WLO amount in "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

export function balanceOf(page: Page): Locator {
  return page.getByTestId('staking-balance');
}

/** The wallet's WLO as the staking page shows it, once it has loaded. */
export async function readBalance(page: Page): Promise<number> {
  await balanceOf(page).filter({ hasText: /\d/ }).waitFor();
  return parseWlo(await textOf(balanceOf(page)));
}

/** Waits until the shown balance differs from `before`, and returns it. */
export async function waitForBalanceChange(page: Page, before: number): Promise<number> {
  await page.waitForFunction(
    ([previous]) => {
      const text = document.querySelector('[data-testid="staking-balance"]')?.textContent ?? '';
      const match = /([\d,]+(?:\.\d+)?)\s*WLO/.exec(text);
      return match?.[1] !== undefined && Number(match[1].replaceAll(',', '')) !== previous;
    },
    [before] as const,
  );
  return readBalance(page);
}

export function poolCard(page: Page, pool: 'flexible' | 'standard' | 'premium'): Locator {
  return page.getByTestId(`pool-${pool}`);
}

export async function typeStake(page: Page, pool: 'flexible' | 'standard' | 'premium', amount: string) {
  const card = poolCard(page, pool);
  await card.getByLabel('Amount to stake').fill(amount);
  await card.getByRole('button', { name: 'STAKE', exact: true }).click();
}

/**
 * Records every value an attribute takes on matching elements from now on (a
 * MutationObserver in the page), so short-lived states are seen however fast they pass.
 */
export async function recordAttribute(page: Page, selector: string, attribute: string): Promise<void> {
  await page.evaluate(
    ([sel, attr]) => {
      const seen: string[] = [];
      const push = (value: string | null | undefined) => {
        if (value && seen.at(-1) !== value) seen.push(value);
      };
      const store = window as unknown as Record<string, string[]>;
      store[`__seen_${attr}`] = seen;
      const current = () => document.querySelector(sel)?.getAttribute(attr);
      push(current());
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target;
          if (
            record.type === 'attributes' &&
            target instanceof Element &&
            target.matches(sel) &&
            record.attributeName === attr
          ) {
            push(record.oldValue);
          }
        }
        push(current());
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: [attr],
        attributeOldValue: true,
      });
    },
    [selector, attribute] as const,
  );
}

export async function recordedValues(page: Page, attribute: string): Promise<string[]> {
  return page.evaluate(
    (attr) => (window as unknown as Record<string, string[]>)[`__seen_${attr}`] ?? [],
    attribute,
  );
}
