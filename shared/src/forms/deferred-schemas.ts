import type * as Schemas from '@olympiad/shared/schemas';

/**
 * shared's schemas, downloaded with this module (an `import()` in webpack's eager mode is part
 * of the importing module's chunk) and run only when called: lazyResolver downloads this module
 * when a form is first used and calls it at the first validation.
 */
export const sharedSchemas = (): Promise<typeof Schemas> => import(/* webpackMode: "eager" */ '@olympiad/shared/schemas');
