/**
 * The block Edit Team opens at, carried in the state of the history entry of /editTeam (from a
 * gap of Progress, another remote's link): a person's (the leader, the deputy or a contestant, by
 * person id) or the team's Arrival, with what is to be fixed there as the link said it. A reload
 * keeps it; a plain link to /editTeam opens at the top. A type only, as AddTeamState.
 */
export type EditTeamFocus = { block: 'person'; personId: string; gap: string } | { block: 'arrival'; gap: string };
