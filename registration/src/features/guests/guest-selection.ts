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

/** The guest just saved travels to /listGuests in its history entry's state, to be shown there. */
export interface SavedGuestState {
  savedGuestId: string;
}

export function savedGuestState(savedGuestId: string): SavedGuestState {
  return { savedGuestId };
}

export function useSavedGuestId(): string | null {
  const state = useLocation().state as Partial<SavedGuestState> | null;
  return typeof state?.savedGuestId === 'string' ? state.savedGuestId : null;
}

/** The id of a guest's row in the list, to bring a saved guest into view. */
export const guestRowId = (guestId: string) => `guest-${guestId}`;
