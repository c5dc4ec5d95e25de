import type { ReactNode } from 'react';
import { Link as RouterLink } from '@olympiad/shared/router';
import { buttonLook, NoteRegion } from '@olympiad/shared/plain-ui';

interface ClosedNoteProps {
  /** What is closed, e.g. the spec's "Registration time is over!". */
  title: string;
  /** Why, and since when. */
  children: ReactNode;
  /** Where to go instead. */
  link: { to: string; label: string };
}

/**
 * Said instead of a form or an action the server would refuse now (a closed window, a second
 * team): what is closed, why, and a link to what is still possible.
 */
export function ClosedNote({ title, children, link }: ClosedNoteProps) {
  return (
    <NoteRegion title={title}>
      <p>{children}</p>
      <RouterLink to={link.to} className={buttonLook({ size: 'sm' })}>
        {link.label}
      </RouterLink>
    </NoteRegion>
  );
}
