import { classNames, textLink } from '@olympiad/shared/plain-ui';
import styles from './phone-link.module.css';

/** A phone number's dialling link: digits and + only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A phone number a guide can tap to call; printed as the number itself. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className={classNames(textLink, styles.phone)}>
      {phone}
    </a>
  );
}
