import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contestUrl, MESSAGES, snacks, urlOfCall } from '@olympiad/shared';
import { contestWith, logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { CountriesPage } from '../components/countries-page';
import { deadlineDraft, deadlineInput } from '../components/country-deadline';
import { BULGARIA, bodyOf, ROMANIA } from './countries-fixtures';

// The contest's deadline, 18:00 at the venue in Sofia (summer time, UTC+3).
const CONTEST = contestWith({ endOfRegistrationDate: '2025-08-10T15:00:00Z', venueTimeZone: 'Europe/Sofia' });
const LATE_ROMANIA = { ...ROMANIA, registrationDeadline: '2025-08-20T09:00:00.000Z' };
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const deadlineField = () => screen.getByLabelText('Registration deadline');

describe("a country's own registration deadline", () => {
  beforeEach(() => logInAs('Administrator'));

  it("is the venue's wall clock in the form and an instant with the venue's offset in the call", () => {
    expect(deadlineDraft('2025-08-20T09:00:00.000Z', 'Europe/Sofia')).toBe('2025-08-20T12:00');
    expect(deadlineDraft(null, 'Europe/Sofia')).toBe('');
    expect(deadlineInput('2025-08-20T12:00', 'Europe/Sofia')).toBe('2025-08-20T12:00:00+03:00');
    expect(deadlineInput('', 'Europe/Sofia')).toBeNull();
  });

  it("is shown per country at the venue, the contest's where it has none", async () => {
    mockFetch({ [`GET ${contestUrl()}`]: CONTEST, [`GET ${urlOfCall('readCountries')}`]: [BULGARIA, LATE_ROMANIA] });
    renderWithProviders(<CountriesPage />);
    await screen.findByRole('table', { name: 'Countries' });
    expect(screen.getByRole('columnheader', { name: 'Registration deadline' })).toBeInTheDocument();
    expect(within(rowOf('Romania')).getByText('08/20/2025 12:00')).toBeInTheDocument();
    expect(within(rowOf('Bulgaria')).getByText("The contest's")).toBeInTheDocument();
  });

  it("is typed at the venue, with the contest's deadline in the hint, and sent as an instant on create", async () => {
    const { calls } = mockFetch({
      [`GET ${contestUrl()}`]: CONTEST,
      [`GET ${urlOfCall('readCountries')}`]: [],
      [`POST ${urlOfCall('createCountry')}`]: (init: RequestInit) => ({ ...LATE_ROMANIA, ...(bodyOf(init) as object) }),
    });
    renderWithProviders(<CountriesPage />);
    await screen.findByText(/No countries yet/);
    expect(await screen.findByText(/Empty: the contest's deadline \(08\/10\/2025 18:00\)/)).toBeInTheDocument();
    expect(deadlineField()).toHaveAttribute('type', 'datetime-local');
    expect(deadlineField()).toHaveAccessibleDescription(/At the venue \(Europe\/Sofia\); the edit window ends a day later\./);

    await userEvent.type(screen.getByLabelText(/^Name/), 'Romania');
    await userEvent.type(deadlineField(), '2025-08-20T12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add Country' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.countryCreated }));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(bodyOf(post.init)).toEqual({ name: 'Romania', flagImage: null, registrationDeadline: '2025-08-20T12:00:00+03:00' });
  });

  it("shows the stored deadline on edit, and clearing it sends null: the contest's again", async () => {
    const { calls } = mockFetch({
      [`GET ${contestUrl()}`]: CONTEST,
      [`GET ${urlOfCall('readCountries')}`]: [BULGARIA, LATE_ROMANIA],
      [`PUT ${urlOfCall('updateCountry', { params: { id: ROMANIA.id } })}`]: ROMANIA,
    });
    renderWithProviders(<CountriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Romania' }));
    expect(deadlineField()).toHaveValue('2025-08-20T12:00');
    await userEvent.clear(deadlineField());
    await userEvent.click(screen.getByRole('button', { name: 'Edit Country' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.countryEdited }));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(bodyOf(put.init)).toEqual({ id: ROMANIA.id, name: 'Romania', registrationDeadline: null });
  });
});
