import { ARRIVAL_LOCATIONS, CLOSED_LIST_FIELDS, OPERATING_SYSTEMS, T_SHIRT_SIZES, type AvailableEnums } from '@olympiad/shared/schemas';
import fc from 'fast-check';

/** What the fuzzer needs to know of a zod 4 schema: its def, read the way zod's own tools do. */
interface Def {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  [key: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Hostile values that have broken servers: control bytes, huge text, odd unicode, injection, wrong types. */
export const hostileString = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  'x'.repeat(5000),
  '\ud800',
  '\udfff\ud800',
  'Ünïcödé 😀 \u202e\u200b\ufeff',
  '\u0085\u2028\u2029',
  '__proto__',
  'constructor',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  'data:text/html,<script>alert(1)</script>',
  'javascript:alert(1)',
  '00000000-0000-0000-0000-000000000000',
  '',
  ' ',
);

const deeplyNested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

/**
 * Values big enough to hurt. Each costs milliseconds to send and parse, so every route gets each
 * of them in fixed cases rather than at random.
 */
export const HUGE_VALUES: readonly unknown[] = [
  'x'.repeat(1024 * 1024),
  `${'a'.repeat(1024 * 1024)}@example.com`,
  deeplyNested(2000),
  Array.from({ length: 10_000 }, (_, index) => ({ name: `Organizer ${index}` })),
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, -0, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [null], { length: 1e9 }),
  },
  { weight: 1, arbitrary: fc.constant(deeplyNested(50)) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
);

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  let max = 40;
  let pattern: RegExp | undefined;
  let format: string | undefined = typeof def.format === 'string' ? def.format : undefined;
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def;
    if (checkDef.check === 'max_length') max = Math.min(Number(checkDef.maximum), 300);
    if (checkDef.check === 'string_format') {
      format = String(checkDef.format);
      if (checkDef.pattern instanceof RegExp) pattern = checkDef.pattern;
    }
  }
  if (format === 'email') return fc.emailAddress();
  if (format === 'datetime')
    return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((date) => date.toISOString());
  const plain = fc.string({ maxLength: max, unit: 'grapheme' });
  if (!pattern) return plain;
  try {
    return fc.oneof({ weight: 3, arbitrary: fc.stringMatching(pattern).filter((value) => value.length <= max) }, plain);
  } catch {
    return plain;
  }
}

/** The lists a fresh database is seeded with (readEnumerations). */
const SEEDED_LISTS: Partial<Record<keyof AvailableEnums, readonly string[]>> = {
  tShirtSizesList: T_SHIRT_SIZES,
  operatingSystemNamesList: OPERATING_SYSTEMS,
  arrivalLocationsList: ARRIVAL_LOCATIONS,
};

/**
 * A closed-list field (a T-shirt size, a location) mostly takes one of the contest's values, so
 * that bodies still reach the handlers; sometimes whatever its schema allows, which the server refuses.
 */
function closedListOr(key: string, arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  if (!Object.hasOwn(CLOSED_LIST_FIELDS, key)) return arbitrary;
  const list = SEEDED_LISTS[CLOSED_LIST_FIELDS[key as keyof typeof CLOSED_LIST_FIELDS].list]!;
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...list) }, { weight: 1, arbitrary });
}

/**
 * An arbitrary of values shaped by a zod schema: mostly well-formed (so requests reach the
 * handlers and the database, not only the validator), sometimes off by a type or a hostile leaf.
 */
export function arbitraryFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constant(undefined);
  const def = defOf(schema);
  const inner = (key: string) => arbitraryFor(def[key], depth + 1);
  const shaped = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string':
        return stringArbitrary(def);
      case 'number':
        return fc.oneof(fc.integer({ min: -10, max: 3000 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'optional':
      case 'default':
      case 'prefault':
        return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
      case 'nullable':
        return fc.option(inner('innerType'), { nil: null, freq: 4 });
      case 'readonly':
      case 'catch':
        return inner('innerType');
      case 'pipe':
        return defOf(def.in).type === 'transform' ? inner('out') : inner('in');
      case 'union':
        return fc.oneof(...(def.options as unknown[]).map((option) => arbitraryFor(option, depth + 1)));
      case 'intersection':
        // The shared schemas' side checks (withSideCheck) put the shape on the left.
        return inner('left');
      case 'array': {
        let max = 4;
        for (const check of def.checks ?? []) {
          if (check._zod.def.check === 'max_length') max = Math.min(Number(check._zod.def.maximum) + 1, 6);
        }
        return fc.array(inner('element'), { maxLength: max });
      }
      case 'object': {
        const shape = def.shape as Record<string, unknown>;
        const fields = Object.fromEntries(
          Object.entries(shape).map(([key, field]) => [key, closedListOr(key, arbitraryFor(field, depth + 1))]),
        );
        return fc.record(fields, { requiredKeys: [] });
      }
      case 'record':
        return fc.dictionary(fc.string({ maxLength: 10 }), inner('valueType'), { maxKeys: 4 });
      default:
        // custom, any, unknown, transform, lazy: anything goes.
        return fc.anything({ maxDepth: 2 });
    }
  })();
  return fc.oneof({ weight: 12, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

/** Every path to a leaf of a JSON value, to replace one of them with something hostile. */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key])) : [prefix];
  }
  return [prefix];
}

export function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = withLeaf(copy[head!], rest, leaf);
  return copy;
}
