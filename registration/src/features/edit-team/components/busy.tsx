import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Spinner, VisuallyHidden } from '@olympiad/shared/plain-ui';
import styles from './busy.module.css';

type Track = <T>(call: Promise<T>) => Promise<T>;

const TrackContext = createContext<Track>((call) => call);

/** Wraps a call so that the screen's spinner shows until it settles. */
export function useTrackCall(): Track {
  return useContext(TrackContext);
}

/** Counts the calls under way; the spinner shows while any is, or while `loading` says the screen reads. */
export function BusyProvider({ loading, children }: { loading: boolean; children: ReactNode }) {
  const [pending, setPending] = useState(0);
  const track = useCallback<Track>(async (call) => {
    setPending((count) => count + 1);
    try {
      return await call;
    } finally {
      setPending((count) => count - 1);
    }
  }, []);
  const busy = loading || pending > 0;
  return (
    <TrackContext.Provider value={track}>
      {/* A live region that stays in the page, so the announcement is heard when it fills; no status
          role, which belongs to the snack message alone. */}
      <div aria-live="polite" className={styles.live}>
        {busy && (
          <div className={styles.badge}>
            <Spinner className={styles.spinner} />
            <VisuallyHidden>{pending > 0 ? 'Saving changes' : 'Loading'}</VisuallyHidden>
          </div>
        )}
      </div>
      {children}
    </TrackContext.Provider>
  );
}
