export { teamSelection, useSelectedTeamId } from './team-selection.js';
