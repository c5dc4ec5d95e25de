import { MESSAGES } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import { ErrorAlert, PageLoader } from '@olympiad/shared/plain-ui';
import { LetterSettingsForm } from './letter-settings-form';

/** The letter settings under the contest's, loaded with their own read once the page is drawn. */
export function LetterSettingsSection() {
  const settings = useApi('readLetterSettings', {});
  const { data, error, mutate } = settings;
  if (error && !data) {
    return <ErrorAlert>The letter settings could not be loaded: {error instanceof Error ? error.message : MESSAGES.error}</ErrorAlert>;
  }
  if (!data) return <PageLoader label="Loading the letter settings" />;
  return <LetterSettingsForm settings={data} onSaved={(saved) => mutate(saved, { revalidate: false })} reload={() => mutate()} />;
}
