/*
 * The answers of travel and stay (issue 37), here rather than beside their schemas (schemas/stay.ts,
 * which re-exports them) so that the screens that word them load no schema library, and only the
 * apps that word them carry them (shared/text is no federation singleton).
 */

/** `none`: no wish; `single`: a room of their own; `share`: with the delegation member named. */
export const ROOM_REQUESTS = ['none', 'single', 'share'] as const;
export type RoomRequest = (typeof ROOM_REQUESTS)[number];
export const ROOM_REQUEST_LABELS: Record<RoomRequest, string> = {
  none: 'No preference',
  single: 'Single room',
  share: 'Share with a delegation member',
};

export const DIETS = ['none', 'vegetarian', 'vegan', 'halal', 'kosher', 'other'] as const;
export type Diet = (typeof DIETS)[number];
/** The screens' words for each diet; the badge prints the mark. */
export const DIET_LABELS: Record<Diet, string> = {
  none: 'No special diet',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  halal: 'Halal',
  kosher: 'Kosher',
  other: 'Other',
};
export const DIET_MARKS: Record<Diet, string> = { none: '', vegetarian: 'V', vegan: 'VG', halal: 'H', kosher: 'K', other: 'D' };

/** The lengths of the transfers' time slots, in minutes. */
export const TRANSFER_SLOT_MINUTES = [15, 30, 60, 120] as const;
