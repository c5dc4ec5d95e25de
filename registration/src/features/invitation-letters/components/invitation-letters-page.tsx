import { saveCallFile, useDownload } from '@olympiad/shared/api';
import type { DelegationLetters } from '@olympiad/shared/schemas';
import { Button, ErrorAlert, Heading, PageLoader, Stack, TitleBar } from '@olympiad/shared/plain-ui';
import { AdministratorCountry } from '../../../components/administrator-country';
import { useRegistrationCountry } from '../../../components/use-registration-country';
import { useDelegationLetters } from '../use-delegation-letters';
import { PersonLetter } from './person-letter';

/**
 * /invitationLetters (docs/screens.md, Invitation letters): for each person of the delegation,
 * the visa details a letter needs and the letter itself; all the delegation's letters in one PDF.
 */
export function InvitationLettersPage() {
  const letters = useDelegationLetters();
  return (
    <Stack gap={5}>
      <Heading as="h1" id="letters-heading" size="2xl">
        Invitation letters
      </Heading>
      <AdministratorCountry />
      {letters.error && !letters.data ? (
        <ErrorAlert>The invitation letters could not be loaded. Check your connection and reload the page.</ErrorAlert>
      ) : !letters.data ? (
        <PageLoader label="Loading the invitation letters" />
      ) : letters.data.enabled ? (
        <Delegation letters={letters.data} onChanged={() => letters.mutate()} />
      ) : (
        <p>The organisers have not switched invitation letters on yet.</p>
      )}
    </Stack>
  );
}

interface DelegationProps {
  letters: DelegationLetters;
  /** Reads the delegation again: a save or a download changes where its letters stand. */
  onChanged: () => Promise<DelegationLetters | undefined>;
}

function Delegation({ letters, onChanged }: DelegationProps) {
  const { countryId, isAdministrator } = useRegistrationCountry();
  const { downloading, download } = useDownload();
  if (letters.people.length === 0) return <p>Nobody is registered in the delegation yet.</p>;
  const downloadAll = async () => {
    await download(() => saveCallFile('generateDelegationLetters', 'invitation-letters.pdf', { params: { countryId: countryId! } }));
    await onChanged();
  };
  return (
    <>
      <TitleBar>
        <p>
          A letter needs the name as in the passport, the nationality, the passport number and its expiry date, and the date of birth. Each
          letter can be checked by the embassy at the address printed on it.
        </p>
        <Button onClick={() => void downloadAll()} loading={downloading} disabled={!letters.people.some((person) => person.canGenerate)}>
          Download all letters
        </Button>
      </TitleBar>
      {letters.people.map((person) => (
        <PersonLetter key={person.personId} person={person} isAdministrator={isAdministrator} onChanged={onChanged} />
      ))}
    </>
  );
}
