import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contestUrl, countrySelection, urlOfCall } from '@olympiad/shared';
import { Route, Routes } from '@olympiad/shared/router';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { AddGuestPage } from '../components/add-guest-page';
import { GuestsPage } from '../components/guests-page';
import { CONTEST, COUNTRY, ENUMS, fillNewGuest, GUEST } from './guests-fixtures';

function renderApp(route: string, extra: Record<string, unknown> = {}) {
  const server = mockFetch({
    // Long closed for registrators: an Administrator is never held to the windows.
    [`GET ${contestUrl()}`]: { id: CONTEST, name: 'IJOI 2025', endOfRegistrationDate: '2020-01-01T00:00:00Z' },
    [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
    [`GET ${urlOfCall('readCountries')}`]: [{ id: COUNTRY, name: 'Atlantis', flagImage: null }],
    [`GET ${urlOfCall('readPeopleOfCountry', { params: { role: 'GUEST', x: COUNTRY }, query: { contestId: CONTEST } })}`]: [GUEST],
    ...extra,
  });
  renderWithProviders(
    <Routes>
      <Route path="/addGuest" element={<AddGuestPage />} />
      <Route path="/listGuests" element={<GuestsPage />} />
      <Route path="/controlPanel/teams" element={<p>Teams section</p>} />
    </Routes>,
    { route },
  );
  return server;
}

describe("an Administrator's guests of a country", () => {
  beforeEach(() => logInAs('Administrator', 'Ada Admin'));
  afterEach(() => {
    act(() => {
      countrySelection.clear();
    });
    localStorage.clear();
  });

  it('lists the guests of the country chosen in the control panel, and names it', async () => {
    countrySelection.select(COUNTRY);
    renderApp('/listGuests');
    expect(await screen.findByRole('cell', { name: 'Gina Guest' })).toBeInTheDocument();
    expect(await screen.findByText('Atlantis')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/controlPanel/teams');
    expect(screen.getByRole('link', { name: 'Invitation letters' })).toHaveAttribute('href', '/invitationLetters');
  });

  it('registers a guest for that country', async () => {
    countrySelection.select(COUNTRY);
    const { calls } = renderApp('/addGuest', { [`POST ${urlOfCall('createPerson')}`]: { ...GUEST, id: 'new' } });
    const user = userEvent.setup();
    await screen.findAllByRole('option', { name: 'Sofia Airport' });
    await fillNewGuest(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Guests' })).toBeInTheDocument();
    const body = JSON.parse(String(calls.find((c) => c.method === 'POST')!.init.body));
    expect(body).toMatchObject({ fullName: 'Gary Guest', roles: ['GUEST'], countryId: COUNTRY, contestId: CONTEST });
  });

  it("never offers one country's new-guest draft in another", async () => {
    const OTHER = '22222222-2222-4222-8222-222222222222';
    countrySelection.select(OTHER);
    renderApp('/addGuest', {
      [`GET ${urlOfCall('readCountries')}`]: [
        { id: COUNTRY, name: 'Atlantis', flagImage: null },
        { id: OTHER, name: 'Lemuria', flagImage: null },
      ],
      [`GET ${urlOfCall('readPeopleOfCountry', { params: { role: 'GUEST', x: OTHER }, query: { contestId: CONTEST } })}`]: [],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Full name/), 'Lena Lemurian');
    // The draft is written a moment after typing stops.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(Object.keys(localStorage).some((key) => key.endsWith(`:guest:new:${OTHER}`))).toBe(true);
    cleanup();

    countrySelection.select(COUNTRY);
    renderApp('/addGuest');
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Saved draft' })).not.toBeInTheDocument();
  });

  it('goes back to the Teams section without a chosen country', async () => {
    renderApp('/listGuests');
    expect(await screen.findByText('Teams section')).toBeInTheDocument();
  });
});
