/**
 * The country an Administrator's Add Team opens with, carried in the state of the history entry
 * of /addTeam (from Progress's "No team" of that country, another remote's link): a reload keeps
 * it, while a plain link to /addTeam (the Teams section's Add Team) opens with none chosen. A type
 * only: the screens that write and read it carry their few lines, not every screen.
 */
export interface AddTeamState {
  countryId: string;
}
