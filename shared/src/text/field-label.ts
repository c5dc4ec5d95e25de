import type { HistoryField } from '../schemas/history.js';

/**
 * A field's name in words: `dateOfBirth` → `Date of birth`, `isOffical` → `Is offical`; a
 * reference by what it points at: `guideId` → `Guide`, `pictureId` → `Picture`.
 */
export function historyFieldLabel(field: string, kind: HistoryField['kind'] = 'value'): string {
  const name = kind === 'reference' ? field.replace(/Id$/, '') : field;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
