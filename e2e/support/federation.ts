import type { Page } from '@playwright/test';

/** Whether the federation runtime has loaded a shared library (its share scope, as its devtools read it). */
export const sharedLoaded = (page: Page, library: string) =>
  page.evaluate((name) => {
    const scopes = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    return Object.values(scopes).some((scope) =>
      Object.values(scope).some((libraries) => Object.values(libraries[name] ?? {}).some((version) => version.loaded === true)),
    );
  }, library);
