import { MESSAGES } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import { ErrorAlert, PageLoader } from '@olympiad/shared/plain-ui';
import { HotelsForm } from './hotels-form';

/** The hotels under the letter settings, loaded with their own read once the page nears them. */
export function HotelsSection() {
  const { data, error, mutate } = useApi('readHotels', {});
  if (error && !data) {
    return <ErrorAlert>The hotels could not be loaded: {error instanceof Error ? error.message : MESSAGES.error}</ErrorAlert>;
  }
  if (!data) return <PageLoader label="Loading the hotels" />;
  return <HotelsForm hotels={data} onSaved={(saved) => mutate(saved, { revalidate: false })} reload={() => mutate()} />;
}
