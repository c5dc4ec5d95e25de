import type * as Schemas from '@olympiad/shared/schemas';
import type { FieldValues } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { lazyResolver } from './lazy-resolver.js';

/** lazyResolver of one of shared's schemas: `schemaResolver((schemas) => schemas.guestFormSchema)`. */
export const schemaResolver = <Schema extends z.$ZodType<unknown, FieldValues>>(pick: (schemas: typeof Schemas) => Schema) =>
  lazyResolver(
    () => import('./deferred-schemas.js'),
    async ({ sharedSchemas }) => pick(await sharedSchemas()),
  );
