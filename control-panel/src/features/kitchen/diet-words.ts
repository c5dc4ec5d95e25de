import { DIET_LABELS } from '@olympiad/shared/text';
import type { Kitchen } from '@olympiad/shared/schemas';

type KitchenPerson = Kitchen['people'][number];
export type KitchenDiet = keyof Kitchen['days'][number]['diets'];

/** The count table's diet columns, in KITCHEN_DIETS' order: each diet, then the people without an answer. */
export const DIET_COLUMNS: Record<KitchenDiet, string> = { ...DIET_LABELS, unanswered: 'Not answered' };
export const KITCHEN_DIET_ORDER = Object.keys(DIET_COLUMNS) as KitchenDiet[];

/** A person's diet for the kitchen: "Vegan", "Other: no pork", "Not answered". */
export function dietText({ diet, dietOther }: Pick<KitchenPerson, 'diet' | 'dietOther'>): string {
  if (!diet) return DIET_COLUMNS.unanswered;
  return diet === 'other' && dietOther ? `${DIET_COLUMNS.other}: ${dietOther}` : DIET_COLUMNS[diet];
}
