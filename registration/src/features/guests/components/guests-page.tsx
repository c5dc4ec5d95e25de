import { Heading } from '@olympiad/shared/ui';

export function GuestsPage() {
  return <Heading as="h1" size="2xl">Guests</Heading>;
}
