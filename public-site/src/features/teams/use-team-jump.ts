import { useCallback, useEffect, useRef, useState } from 'react';

/** The id of a team's heading, which names its row. */
export const teamHeadingId = (teamId: string) => `team-${teamId}`;

/** Opens every panel around a team's row and the row itself, brings it to the top and gives its summary the focus. */
function revealTeam(heading: HTMLElement) {
  for (let details = heading.closest('details'); details; details = details.parentElement?.closest('details') ?? null) {
    details.open = true;
  }
  const summary = heading.closest('summary');
  (summary ?? heading).scrollIntoView({ block: 'start' });
  summary?.focus({ preventScroll: true });
}

/**
 * Jumping to a team of the list. The rows below the first screen arrive in idle time: a team not
 * drawn yet asks for every row at once (`everyRow`) and is revealed as soon as it is there.
 */
export function useTeamJump() {
  const [everyRow, setEveryRow] = useState(false);
  const pending = useRef<string | null>(null);

  useEffect(() => {
    const heading = pending.current && document.getElementById(teamHeadingId(pending.current));
    if (!heading) return;
    pending.current = null;
    revealTeam(heading);
  });

  const jump = useCallback((teamId: string) => {
    const heading = document.getElementById(teamHeadingId(teamId));
    if (heading) return revealTeam(heading);
    pending.current = teamId;
    setEveryRow(true);
  }, []);

  return { everyRow, jump };
}
