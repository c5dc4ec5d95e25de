import { edition } from '@olympiad/shared/schemas';
import { atVenue } from '@olympiad/shared/text';
import { compose, linkTo, type Composed, type MailContext } from '../compose.js';

export interface DeadlineExtendedData {
  countryName: string;
  /** The deadline the country follows from now on. */
  deadline: Date;
}

/** A country's registration deadline moved later: the new one at the venue. */
export function deadlineExtendedMessage(context: MailContext, { countryName, deadline }: DeadlineExtendedData): Composed {
  return compose(context, `The registration deadline of ${countryName} is extended`, `Dear registrator of ${countryName},`, [
    `The registration deadline of ${countryName} is now ${atVenue(deadline, edition().venueTimeZone)}.`,
    { link: linkTo(context, '/login'), text: 'Log in to your registration' },
  ]);
}
