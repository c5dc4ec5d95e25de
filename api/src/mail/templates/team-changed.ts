import { compose, linkTo, type Composed, type MailContext } from '../compose.js';

export interface TeamChangedData {
  countryName: string;
  /** What changed, in words: "Team name", "Leader Ana Petrova: Phone number", "Contestant Ivo Ivanov added". */
  changes: readonly string[];
}

/** An Administrator changed the country's registration after its deadline: what, never the values. */
export function teamChangedMessage(context: MailContext, { countryName, changes }: TeamChangedData): Composed {
  return compose(context, `The organisers changed the registration of ${countryName}`, `Dear registrator of ${countryName},`, [
    `After your registration deadline, the organisers changed the registration of ${countryName}:`,
    { list: [...changes] },
    'Its history shows each change with the values before and after.',
    { link: linkTo(context, '/history'), text: 'See the history' },
  ]);
}
