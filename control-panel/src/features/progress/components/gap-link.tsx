import { countrySelection, teamSelection } from '@olympiad/shared';
import { Link } from '@olympiad/shared/router';
import { textLink } from '@olympiad/shared/plain-ui';
import type { GapLine } from '../gap-lines';

/**
 * One gap, a link to where it is fixed: the registration screens (another remote, reached by URL)
 * find the team or country chosen here as the Teams section leaves it, Add Team its country and
 * Edit Team the block to open at in the link's state.
 */
export function GapLink({ line: { text, fix } }: { line: GapLine }) {
  const select = () => {
    if (fix.teamId) teamSelection.select(fix.teamId);
    if (fix.countryId) countrySelection.select(fix.countryId);
  };
  return (
    <Link to={fix.to} state={fix.state} onClick={select} className={textLink}>
      {text}
    </Link>
  );
}
