import type { ReactNode } from 'react';
import { MESSAGES } from '@olympiad/shared';
import { ErrorAlert, PageLoader } from '@olympiad/shared/plain-ui';

interface LoadStateProps<T> {
  /** What is being loaded, in the words of the section ("users", "guides"). */
  what: string;
  data: T[] | undefined;
  error: unknown;
  isLoading: boolean;
  /** Said when the list is empty. */
  empty: string;
  children: (items: T[]) => ReactNode;
}

/** A section's list: a loader, then the list, an empty-state line or the failure in an alert. */
export function LoadState<T>({ what, data, error, isLoading, empty, children }: LoadStateProps<T>) {
  if (error && !data) {
    return (
      <ErrorAlert>
        The {what} could not be loaded: {error instanceof Error ? error.message : MESSAGES.error}
      </ErrorAlert>
    );
  }
  if (isLoading && !data) return <PageLoader label={`Loading ${what}`} />;
  if (!data || data.length === 0) return <p>{empty}</p>;
  return <>{children(data)}</>;
}
