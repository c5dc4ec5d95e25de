import type { Page } from '@playwright/test';

/** "Good" is ≤ 0.1 for Core Web Vitals; the product aims at ≤ 0.02. */
export const MAX_SHIFT = 0.02;

/** Lighthouse's mobile screen: the first screen is where a shift is seen (and counted). */
export const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/** Records every layout shift from the first paint on, as the browser reports it (buffered). */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The sum of the shifts recorded so far. */
export const layoutShiftOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
