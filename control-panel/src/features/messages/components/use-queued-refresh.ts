import { useState } from 'react';

/** How often a read is made again while a message it shows waits to be sent. */
export const QUEUED_REFRESH_MS = 3000;

/**
 * The `refreshInterval` of a read that is made again every few seconds while it shows a queued
 * message (so that "Queued" turns to "Sent" in view), and never otherwise. `follow` is told at each
 * render whether one is shown. A number kept in state rather than swr's function form: swr asks
 * that function only when its timer runs, and starts no timer while nothing has been read yet.
 */
export function useQueuedRefresh() {
  const [refreshInterval, setRefreshInterval] = useState(0);
  const follow = (queued: boolean) => {
    const wanted = queued ? QUEUED_REFRESH_MS : 0;
    if (wanted !== refreshInterval) setRefreshInterval(wanted);
  };
  return { refreshInterval, follow };
}
