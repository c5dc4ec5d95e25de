import { Heading } from '@olympiad/shared/ui';

export function AddGuestPage() {
  return <Heading as="h1" size="2xl">Add Guest</Heading>;
}
