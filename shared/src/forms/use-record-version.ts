import { useCallback, useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { ifMatch, isChangedMeanwhile } from '@olympiad/shared';

type Base = MutableRefObject<number | undefined>;

/** The bases of the forms open on each record, so that a save of one moves its siblings'. */
const forms = new Map<string, Set<Base>>();

function moved(key: string, from: number | undefined, to: number) {
  for (const base of forms.get(key) ?? []) if (base.current === from) base.current = to;
}

export interface RecordVersion {
  /** Sends an edit with If-Match of the form's version; a 412 sets `changed`. */
  send: <T>(call: (headers: Record<string, string>) => Promise<T>) => Promise<T>;
  /** The last edit was refused: the record changed meanwhile. */
  changed: boolean;
  /**
   * Reads the record again and shows its current values (`show` resets the form to them): the
   * next edit then starts from the version they are of. Nothing changes when the record is gone.
   */
  loadCurrent: <T extends { version?: number }>(read: () => Promise<T | null | undefined>, show: (current: T) => void) => Promise<void>;
}

/**
 * The version of a record (`key`, e.g. `team:<id>`) that an edit form's values were loaded at,
 * sent with each edit so the server refuses it (412) when someone else changed the record
 * meanwhile. A new version of the data on the screen never moves it by itself: the form's values
 * are still the old ones. A successful save moves it, and moves every other form of the record
 * that stood at the same version (the team's name and its arrival), whose fields the save left
 * as they were.
 */
export function useRecordVersion(key: string, loaded: number | undefined): RecordVersion {
  const base = useRef(loaded);
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    const open = forms.get(key) ?? new Set<Base>();
    forms.set(key, open.add(base));
    return () => {
      open.delete(base);
      if (!open.size) forms.delete(key);
    };
  }, [key]);

  const send = useCallback(
    async <T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T> => {
      const from = base.current;
      try {
        const result = await call(ifMatch(from));
        const to = (result as { version?: unknown } | null | undefined)?.version;
        if (typeof to === 'number') moved(key, from, to);
        setChanged(false);
        return result;
      } catch (error) {
        if (isChangedMeanwhile(error)) setChanged(true);
        throw error;
      }
    },
    [key],
  );

  const loadCurrent = useCallback(
    async <T extends { version?: number }>(read: () => Promise<T | null | undefined>, show: (current: T) => void) => {
      const current = await read();
      if (!current) return;
      show(current);
      base.current = current.version;
      setChanged(false);
    },
    [],
  );

  return useMemo(() => ({ send, changed, loadCurrent }), [send, changed, loadCurrent]);
}
