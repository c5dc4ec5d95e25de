import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { auth, useAuth } from '@olympiad/shared';
import { draftKey, formDrafts, type Draft } from './form-drafts';

const SAVE_AFTER_MS = 400;

/**
 * Keeps the form's values as a draft while the user types, and offers a kept draft back when the
 * form opens. `drop` is for a successful submit; a failed one keeps the draft.
 */
export function useFormDraft<T extends FieldValues, Output>(form: UseFormReturn<T, unknown, Output>, name: string) {
  const userId = useAuth().user?.id;
  const key = userId ? draftKey(name, userId) : null;
  const [offer, setOffer] = useState<Draft<T> | null>(() => (key ? formDrafts.read<T>(key) : null));
  const pending = useRef<T | null>(null);

  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      // Not after a logout, which has just removed this user's drafts (typed, then Logout at once).
      if (pending.current && auth.getState().user?.id === userId) formDrafts.write(key, pending.current);
      pending.current = null;
    };
    const subscription = form.watch((values, { name: changed }) => {
      // A reset (restoring a draft, success) changes no named field: nothing typed to keep.
      if (!changed) return;
      pending.current = JSON.parse(JSON.stringify(values)) as T;
      clearTimeout(timer);
      timer = setTimeout(flush, SAVE_AFTER_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, key, userId]);

  const restore = useCallback(() => {
    if (!offer) return;
    form.reset(offer.values);
    setOffer(null);
  }, [form, offer]);

  const discard = useCallback(() => {
    if (key && offer && formDrafts.read(key)?.savedAt === offer.savedAt) formDrafts.drop(key);
    setOffer(null);
  }, [key, offer]);

  const drop = useCallback(() => {
    pending.current = null;
    if (key) formDrafts.drop(key);
    setOffer(null);
  }, [key]);

  return { offer, restore, discard, drop };
}
