import type { Kitchen } from '@olympiad/shared/schemas';

type KitchenPerson = Kitchen['people'][number];
export type KitchenDiet = keyof Kitchen['days'][number]['diets'];

/**
 * The count table's diet columns, in KITCHEN_DIETS' order: each diet as DIET_LABELS names it, then
 * the people without an answer. Written here against the type, not read from the schemas' entry
 * point, which would bring zod to the section's first screen; the compiler keeps every diet here
 * and a test keeps the words and the order the schemas'.
 */
export const DIET_COLUMNS: Record<KitchenDiet, string> = {
  none: 'No special diet',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  halal: 'Halal',
  kosher: 'Kosher',
  other: 'Other',
  unanswered: 'Not answered',
};
export const KITCHEN_DIET_ORDER = Object.keys(DIET_COLUMNS) as KitchenDiet[];

/** A person's diet for the kitchen: "Vegan", "Other: no pork", "Not answered". */
export function dietText({ diet, dietOther }: Pick<KitchenPerson, 'diet' | 'dietOther'>): string {
  if (!diet) return DIET_COLUMNS.unanswered;
  return diet === 'other' && dietOther ? `${DIET_COLUMNS.other}: ${dietOther}` : DIET_COLUMNS[diet];
}
