import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ScriptSize {
  url: string;
  gzip: number;
  /** Whether the script carries zod, which a first screen leaves to its form's first use (lazyResolver). */
  zod: boolean;
}

/** zod's core names each of its classes in a string that minifying keeps; no other code says it. */
const ZOD_MARK = '$ZodType';

/** Opens `path` and sums the scripts it downloads, each compressed as gzip would send it (bench:bundle's count). */
export async function scriptsOf(page: Page, path: string): Promise<ScriptSize[]> {
  const scripts: Promise<ScriptSize>[] = [];
  page.on('response', (response) => {
    // A redirect has no body; the script it leads to comes as a response of its own.
    const redirect = response.status() >= 300 && response.status() < 400;
    if (response.request().resourceType() !== 'script' || redirect) return;
    scripts.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
        zod: body.includes(ZOD_MARK),
      })),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts);
}

/** The total in kB, and each script's share, which a failed budget prints. */
export const kBOf = (scripts: ScriptSize[]) => scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
export const listOf = (scripts: ScriptSize[]) => scripts.map((script) => `${script.url} ${(script.gzip / 1024).toFixed(1)} kB`).join('\n');

/** The scripts that carry zod, which the budgets allow on no first screen. */
export const withZod = (scripts: ScriptSize[]) => scripts.filter((script) => script.zod).map((script) => script.url);
