/**
 * Text the server and the browser both write: times at the venue, initials, escaped markup. No
 * React, no DOM, no schema library: the api imports it compiled, and each app bundles only the
 * functions it calls.
 */
export { atVenue, formatInstant, viewerTimeZone } from './venue-time.js';
export { initialsOf } from './initials.js';
export { escapeMarkup } from './escape.js';
export { gapTexts, isReminded, personGapText } from './progress-gaps.js';
export { historyFieldLabel } from './field-label.js';
export { DIET_LABELS, ROOM_REQUEST_LABELS, ROOM_REQUESTS, TRANSFER_SLOT_MINUTES } from './stay-words.js';
