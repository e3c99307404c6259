import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts a page may not have: a serious or critical violation fails the spec. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Checks the page as it is now with axe-core (WCAG 2.0–2.2 A and AA rules and axe's best practices) and fails
 * listing every serious or critical violation: its rule id, its impact and the selectors of the elements at fault.
 * `what` names the moment in the failure (e.g. "/sala with the ballot").
 */
export async function expectNoSeriousA11yViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const found = results.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`));
  expect(found, `accessibility violations on ${what}`).toEqual([]);
}
