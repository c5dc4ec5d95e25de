import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snacks, urlOfCall } from '@olympiad/shared';
import type { LetterSummary } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { BULGARIA, ROMANIA, uuid } from '../../../testing/fixtures';
import { LettersPage } from '../components/letters-page';
import { LETTER_REVOKED } from '../components/revoke-letter-dialog';

const letter = (n: number, overrides: Partial<LetterSummary> = {}): LetterSummary => ({
  id: uuid(n),
  personId: uuid(100 + n),
  personName: 'Zoë Núñez',
  passportName: 'ZOE NUNEZ',
  countryId: BULGARIA.id,
  country: 'Bulgaria',
  status: 'valid',
  generatedAt: '2025-06-10T09:00:00.000Z',
  generatedBy: 'Rita Registrator',
  outdatedAt: null,
  revokedAt: null,
  revokedBy: null,
  ...overrides,
});

const VALID = letter(1);
const GONE = letter(2, { personId: null, personName: 'Ivan Petrov', passportName: 'IVAN PETROV', status: 'revoked' });
const lettersOf = (query: object = {}) => `GET ${urlOfCall('readLetters', { query })}`;
const COUNTRIES = { [`GET ${urlOfCall('readCountries')}`]: [BULGARIA, ROMANIA] };

describe('the Letters section', () => {
  beforeEach(() => logInAs('Administrator', 'Ada'));

  it('shows each letter: whose, the name as in the passport, country, when and by whom, and its status', async () => {
    mockFetch({ ...COUNTRIES, [lettersOf()]: [VALID, GONE] });
    renderWithProviders(<LettersPage />, { route: '/controlPanel/letters' });
    const table = await screen.findByRole('table', { name: 'Letters' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Zoë NúñezZOE NUNEZ', 'Bulgaria', '06/10/2025 12:00', 'Rita Registrator', 'Valid', 'Download letterRevoke']);
    expect(within(table).getByRole('columnheader', { name: /Generated \(venue time, Europe\/Sofia\)/ })).toBeInTheDocument();
    // A removed person's letter is revoked with them: nothing left to do with it.
    expect(within(rows[1]!).getByText('Revoked: the person was removed')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('revokes a letter after its confirmation, and reads the list again', async () => {
    let letters = [VALID];
    const { calls } = mockFetch({
      ...COUNTRIES,
      [lettersOf()]: () => letters,
      [`POST ${urlOfCall('revokeLetter', { params: { id: VALID.id } })}`]: () => {
        letters = [{ ...VALID, status: 'revoked', revokedAt: '2025-06-12T11:30:00.000Z', revokedBy: 'Ada' }];
        return letters[0];
      },
    });
    renderWithProviders(<LettersPage />, { route: '/controlPanel/letters' });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke letter of Zoë Núñez' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke letter' });
    expect(dialog).toHaveTextContent('Its verification page will show it as revoked');
    expect(dialog).toHaveTextContent("country's registrators will be told");
    await userEvent.click(within(dialog).getByRole('button', { name: "Revoke Zoë Núñez's letter" }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: LETTER_REVOKED }));
    expect(await screen.findByText('Revoked 06/12/2025 14:30 by Ada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke letter of Zoë Núñez' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('filters by status and country in the address, and says when none was generated', async () => {
    const { calls } = mockFetch({ ...COUNTRIES, [lettersOf()]: [], [lettersOf({ status: 'outdated' })]: [] });
    renderWithProviders(<LettersPage />, { route: '/controlPanel/letters' });
    expect(await screen.findByText('No invitation letter has been generated yet.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Outdated');
    expect(await screen.findByText('No outdated letters found.')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Romania' });
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Romania');
    await waitFor(() =>
      expect(calls.some((call) => call.url === urlOfCall('readLetters', { query: { status: 'outdated', countryId: ROMANIA.id } }))).toBe(
        true,
      ),
    );
  });
});
