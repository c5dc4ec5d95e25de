import { edition, editWindowEnd, type ProgressGap } from '@olympiad/shared/schemas';
import { atVenue, gapTexts } from '@olympiad/shared/text';
import { compose, linkTo, type Composed, type MailContext } from '../compose.js';

export interface ReminderData {
  countryName: string;
  /** The country's gaps a registrator can fix (a team's guide is the organisers'). */
  gaps: readonly ProgressGap[];
  /** The deadline the country follows: its own or the contest's. */
  deadline: Date;
  now: Date;
}

/**
 * A registrator's checklist: what their country still misses, in the Progress section's words,
 * their deadline at the venue (or, once it passed, until when details can still be completed) and
 * the product's address. The same for each of the country's registrators, so that the preview an
 * organiser reads is what every one of them receives.
 */
export function reminderMessage(context: MailContext, { countryName, gaps, deadline, now }: ReminderData): Composed {
  const zone = edition().venueTimeZone;
  const when =
    now < deadline
      ? `Your registration deadline is ${atVenue(deadline, zone)}.`
      : `Your registration deadline was ${atVenue(deadline, zone)}; until ${atVenue(editWindowEnd(deadline), zone)} you can still complete the details of the people already registered and your guests.`;
  return compose(context, `Reminder: the registration of ${countryName} is not complete`, `Dear registrator of ${countryName},`, [
    `The registration of ${countryName} still misses:`,
    { list: gaps.flatMap(gapTexts) },
    when,
    { link: linkTo(context, '/login'), text: 'Log in to complete it' },
  ]);
}
