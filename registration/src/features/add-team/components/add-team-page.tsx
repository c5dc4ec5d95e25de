import { Heading } from '@olympiad/shared/ui';

export function AddTeamPage() {
  return <Heading as="h1" size="2xl">Add Team</Heading>;
}
