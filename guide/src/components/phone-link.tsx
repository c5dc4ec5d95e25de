import { Link } from '@olympiad/shared/ui';

/** A phone number's dialling link: digits and + only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A phone number a guide can tap to call; printed as the number itself. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Link href={telHref(phone)} color="blue.800" textDecoration="underline" whiteSpace="nowrap">
      {phone}
    </Link>
  );
}
