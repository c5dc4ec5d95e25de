import type { UserRole } from '@olympiad/shared/schemas';
import { compose, linkTo, type Composed, type MailContext } from '../compose.js';
import { inUtc } from './valid-until.js';

export interface Invitee {
  name: string;
  email: string;
  role: UserRole;
  countryName: string | null;
}

const roleOf = ({ role, countryName }: Invitee) => {
  if (role === 'TeamRegistrator') return `the team registrator of ${countryName}`;
  return role === 'Guide' ? 'a guide' : 'an administrator';
};

/** An account made for someone, with the one-time link that sets its first password. */
export function invitation(context: MailContext, invitee: Invitee, link: string, expiresAt: Date): Composed {
  return compose(context, 'Your account', `Dear ${invitee.name},`, [
    `An account in the registration system of ${context.contestName} was made for you: you are ${roleOf(invitee)}.`,
    `Your username is your e-mail address, ${invitee.email}. To log in, first set your password:`,
    { link, text: 'Set your password' },
    `The link is valid until ${inUtc(expiresAt)} and can be used once.`,
    'If it has expired, ask for a new link on the login page ("Forgot password?"), or ask the organisers to invite you again:',
    { link: linkTo(context, '/forgotPassword'), text: 'Forgot password?' },
  ]);
}
