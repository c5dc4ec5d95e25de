import { useEffect, useState } from 'react';

/** How long typing pauses before a search is sent: one read per word, not per key. */
const SEARCH_PAUSE_MS = 300;

/** `value` once it has stayed the same for `delay` ms; an emptied value at once (the whole list is back without a wait). */
export function useDebouncedValue(value: string, delay: number = SEARCH_PAUSE_MS): string {
  const [settled, setSettled] = useState(value);
  // Adjusting state while rendering: what is typed after emptying starts from nothing, not the old search.
  if (!value && settled) setSettled('');
  useEffect(() => {
    if (!value) return undefined;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return value ? settled : value;
}
