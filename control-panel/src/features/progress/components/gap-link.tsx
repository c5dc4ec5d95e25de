import { countrySelection, teamSelection } from '@olympiad/shared';
import { Link } from '@olympiad/shared/router';
import { textLink } from '@olympiad/shared/plain-ui';
import type { ProgressGap } from '@olympiad/shared/schemas';
import { fixOf, gapText } from '../progress-rows';

/**
 * One gap, a link to where it is fixed: the registration screens (another remote, reached by URL)
 * find the team or country chosen here as the Teams section leaves it, and Add Team its country
 * in the link's state.
 */
export function GapLink({ gap, countryId }: { gap: ProgressGap; countryId: string }) {
  const fix = fixOf(gap, countryId);
  const select = () => {
    if (fix.teamId) teamSelection.select(fix.teamId);
    if (fix.countryId) countrySelection.select(fix.countryId);
  };
  return (
    <Link to={fix.to} state={fix.state} onClick={select} className={textLink}>
      {gapText(gap)}
    </Link>
  );
}
