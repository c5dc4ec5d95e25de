import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0–2.2 A and AA, as the product promises. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''} ${n.html}`).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** The same at a desktop's width and at a phone's (375 px), the page left at its own size after. */
export async function expectNoAxeViolationsAtBothWidths(page: Page) {
  await expectNoAxeViolations(page);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
  await page.setViewportSize(size);
}
