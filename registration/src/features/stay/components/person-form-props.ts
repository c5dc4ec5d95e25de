import type { DelegationStay, StayPerson } from '@olympiad/shared/schemas';

export interface PersonFormProps {
  person: StayPerson;
  /** The whole delegation, whom a room may be shared with. */
  people: readonly StayPerson[];
  /** The edit window has ended: the registrator may no longer change anything but withdraw a consent. */
  closed: boolean;
  /** Reads the delegation again, answering it as it is now. */
  onChanged: () => Promise<DelegationStay | undefined>;
}
