import { compose, linkTo, type Composed, type MailContext } from '../compose.js';
import { inUtc } from './valid-until.js';

/** The link asked for with "Forgot password?". */
export function passwordReset(context: MailContext, name: string, link: string, expiresAt: Date): Composed {
  return compose(context, 'Set a new password', `Dear ${name},`, [
    'A link to set a new password for your account was asked for. To set one:',
    { link, text: 'Set a new password' },
    `The link is valid until ${inUtc(expiresAt)} and can be used once. Setting a new password logs you out everywhere you are logged in.`,
    'If you did not ask for it, ignore this message: your password stays as it is. If the link has expired, ask for a new one:',
    { link: linkTo(context, '/forgotPassword'), text: 'Forgot password?' },
  ]);
}
