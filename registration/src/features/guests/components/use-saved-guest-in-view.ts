import { useEffect, useRef } from 'react';
import type { Person } from '@olympiad/shared/schemas';
import { guestRowId, useSavedGuestId } from '../guest-selection';

/**
 * The guest just registered or edited is brought into view once the list holds it: a list sorted
 * by name may show it below the first screenful of a phone. Once only, so that the list read
 * again later never moves the page under the user.
 */
export function useSavedGuestInView(guests: Person[] | undefined) {
  const savedId = useSavedGuestId();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!savedId || shown.current === savedId || !guests?.some((guest) => guest.id === savedId)) return;
    shown.current = savedId;
    document.getElementById(guestRowId(savedId))?.scrollIntoView({ block: 'nearest' });
  }, [savedId, guests]);
}
