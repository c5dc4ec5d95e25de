import { expect, type Locator, type Page } from '@playwright/test';
import { ROUTES, type AppRoute } from '@olympiad/shared/routes';

/** The phone the walk found pages wider than (docs/screens.md, Frame). */
export const PHONE = { width: 375, height: 740 };

type Role = NonNullable<AppRoute['roles']>[number];

/**
 * The addresses of the route table a role may open (a visitor: those open to everyone), so a route
 * added later is walked without a line of its own; a catch-all opens at its own root, the control
 * panel's `/controlPanel/*` as `/controlPanel`.
 */
export function pathsOpenTo(role: Role | 'visitor'): string[] {
  const routes: readonly AppRoute[] = ROUTES;
  const open = routes.filter((route) => !route.roles || (role !== 'visitor' && route.roles.includes(role)));
  return [...new Set(open.map((route) => route.path.replace(/\/\*$/, '')))];
}

/**
 * The screen is drawn: its heading is shown, its reads have answered and no loader is left
 * (a list drawn in idle time after its first screenful included).
 */
export async function waitForScreen(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: /^(Loading|Drawing)/ })).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(resolve))));
}

/**
 * The page is no wider than the screen: nothing pans sideways. On failure the message names the
 * outermost elements that reach past the screen's right edge, to find the culprit by.
 */
export async function expectNoWiderThanScreen(page: Page) {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
    // The visible screen: a phone's browser widens its layout viewport (innerWidth) to a page
    // wider than the screen, and the visual viewport stays the screen's width.
    const right = Math.min(window.innerWidth, window.visualViewport?.width ?? window.innerWidth);
    const width = document.documentElement.scrollWidth;
    if (width <= right) return { scrollWidth: width, innerWidth: right, culprits: [] };
    // Inside a box that scrolls or clips, an element in the flow widens that box, not the page.
    const contained = (element: Element) => {
      if (/absolute|fixed/.test(getComputedStyle(element).position)) return false;
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const beyond = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > right + 0.5 && !contained(element),
    );
    const outermost = beyond.filter((element) => !beyond.includes(element.parentElement!));
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}" to ${Math.round(element.getBoundingClientRect().right)} px`;
    return { scrollWidth: width, innerWidth: right, culprits: outermost.slice(0, 5).map(describe) };
  });
  expect(
    scrollWidth,
    `${new URL(page.url()).pathname} is ${scrollWidth} px wide on a ${innerWidth} px screen: ${culprits.join('; ')}`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** An element lies across the phone's screen: nothing of it is cut off at either side. */
export async function expectAcrossTheScreen(element: Locator) {
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

/** Opens an address on the phone, waits for its screen and checks its width. */
export async function expectFitsThePhone(page: Page, path: string) {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await waitForScreen(page);
  await expectNoWiderThanScreen(page);
}

/**
 * An opened dialog is centred in the visible screen and lies inside it, and its buttons can be
 * tapped there: each, scrolled to within the dialog, is within the screen and is what is found at
 * its own centre (nothing covers it). The page behind it is no wider than the screen either.
 */
export async function expectDialogFitsTheScreen(dialog: Locator) {
  await expect(dialog).toBeVisible();
  const { box, screen, buttons } = await dialog.evaluate((element) => {
    const visible = window.visualViewport!;
    const screen = {
      left: visible.offsetLeft,
      top: visible.offsetTop,
      right: visible.offsetLeft + visible.width,
      bottom: visible.offsetTop + visible.height,
    };
    const inside = ({ left, top, right, bottom }: DOMRect) =>
      left >= screen.left && top >= screen.top && right <= screen.right + 0.5 && bottom <= screen.bottom + 0.5;
    const box = element.getBoundingClientRect();
    return {
      box: { left: box.left, right: box.right, inside: inside(box) },
      screen,
      buttons: [...element.querySelectorAll('button')].map((button) => {
        button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const area = button.getBoundingClientRect();
        const atCentre = document.elementFromPoint((area.left + area.right) / 2, (area.top + area.bottom) / 2);
        return { name: button.textContent, tappable: inside(area) && !!atCentre && button.contains(atCentre) };
      }),
    };
  });
  expect(box.inside, `the dialog (${box.left}–${box.right} px) lies inside the screen (${screen.left}–${screen.right} px)`).toBe(true);
  expect(Math.abs(box.left - screen.left - (screen.right - box.right))).toBeLessThanOrEqual(1);
  expect(buttons.length).toBeGreaterThan(0);
  expect(buttons.filter((button) => !button.tappable)).toEqual([]);
  await expectNoWiderThanScreen(dialog.page());
}
