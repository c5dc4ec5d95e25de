export type { AddTeamState } from './add-team-country.js';
export type { EditTeamFocus } from './edit-team-focus.js';
export { countrySelection, useSelectedCountryId } from './country-selection.js';
export { teamSelection, useSelectedTeamId } from './team-selection.js';
export { clearSessionSelections, heldSelections } from './session-selection.js';
