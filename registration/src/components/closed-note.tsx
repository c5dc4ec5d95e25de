import type { ReactNode } from 'react';
import { Link as RouterLink } from '@olympiad/shared/router';
import { Alert, Button } from '@olympiad/shared/ui';

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
    <Alert.Root status="info" role="region" aria-label={title}>
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
        <Button asChild colorPalette="blue" alignSelf="start" size="sm">
          <RouterLink to={link.to}>{link.label}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
