import type { RegistrationPhase } from '@olympiad/shared';

/** What the registrator's home panel offers in a phase (docs/screens.md, Home action panel). */
export function homeActions(phase: RegistrationPhase, hasTeam: boolean) {
  return {
    registrationOver: phase !== 'open',
    editNote: phase === 'edit',
    addTeam: phase === 'open' && !hasTeam,
    guests: phase !== 'closed',
    listTeams: hasTeam,
  };
}
