import { useLocation } from '@olympiad/shared/router';

/**
 * The guest chosen for editing travels in the history entry's state of /addGuest: a reload keeps
 * Edit mode, while any plain link to /addGuest (the home panel's Add Guest) opens Register mode.
 */
export interface GuestSelectionState {
  guestId: string;
}

export function editGuestState(guestId: string): GuestSelectionState {
  return { guestId };
}

export function useSelectedGuestId(): string | null {
  const state = useLocation().state as Partial<GuestSelectionState> | null;
  return typeof state?.guestId === 'string' ? state.guestId : null;
}
