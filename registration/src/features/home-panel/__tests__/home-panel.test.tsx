import { screen } from '@testing-library/react';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { contestUrl, urlOfCall } from '@olympiad/shared';
import { ownCountryRead } from '../../../testing/own-country';
import { HomePanel } from '../components/home-panel';

const COUNTRY = '11111111-1111-4111-8111-111111111111';
const HOUR = 60 * 60 * 1000;

function serve(endOfRegistrationDate: Date, teams: unknown[], countryDeadline: Date | null = null) {
  mockFetch({
    ...ownCountryRead(COUNTRY, countryDeadline && countryDeadline.toISOString()),
    [`GET ${contestUrl()}`]: { id: 'c', name: 'IJOI 2025', endOfRegistrationDate: endOfRegistrationDate.toISOString() },
    [`GET ${urlOfCall('readCountryTeams', { params: { countryId: COUNTRY } })}`]: teams,
  });
}

const actions = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe("the registrator's home panel", () => {
  beforeEach(() => logInAs('TeamRegistrator', 'Rita', COUNTRY));

  it('while registration is open and the country has no team: Add Team and the guests', async () => {
    serve(new Date(Date.now() + 48 * HOUR), []);
    renderWithProviders(<HomePanel />);
    expect(await screen.findByRole('button', { name: 'Add Team' })).toBeInTheDocument();
    expect(actions()).toEqual(['Add Team', 'Add Guest', 'List and Edit Guests']);
    expect(screen.queryByText('Registration time is over!')).not.toBeInTheDocument();
  });

  it('once the country has a team: List and Edit Teams instead of Add Team', async () => {
    serve(new Date(Date.now() + 48 * HOUR), [{ id: 't1', name: 'Atlantis' }]);
    renderWithProviders(<HomePanel />);
    expect(await screen.findByRole('button', { name: 'List and Edit Teams' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Team' })).not.toBeInTheDocument();
  });

  it('in the edit window: over, one more day for names, guests still open', async () => {
    serve(new Date(Date.now() - HOUR), [{ id: 't1', name: 'Atlantis' }]);
    renderWithProviders(<HomePanel />);
    expect(await screen.findByText('Registration time is over!')).toBeInTheDocument();
    expect(screen.getByText("People's names may be edited for another day.")).toBeInTheDocument();
    expect(actions()).toEqual(['List and Edit Teams', 'Add Guest', 'List and Edit Guests']);
  });

  it('after the edit window: only the message and the team list', async () => {
    serve(new Date(Date.now() - 25 * HOUR), [{ id: 't1', name: 'Atlantis' }]);
    renderWithProviders(<HomePanel />);
    expect(await screen.findByText('Registration time is over!')).toBeInTheDocument();
    expect(screen.queryByText(/another day/)).not.toBeInTheDocument();
    expect(actions()).toEqual(['List and Edit Teams']);
  });

  it('links to the History, the Invitation letters and Rooms, diet and health in every window, after the edit window too', async () => {
    serve(new Date(Date.now() - 25 * HOUR), []);
    renderWithProviders(<HomePanel />);
    expect(await screen.findByRole('link', { name: 'Invitation letters' })).toHaveAttribute('href', '/invitationLetters');
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history');
    expect(screen.getByRole('link', { name: 'Rooms, diet and health' })).toHaveAttribute('href', '/stay');
  });

  it('closed without a team: nothing to click', async () => {
    serve(new Date(Date.now() - 25 * HOUR), []);
    renderWithProviders(<HomePanel />);
    expect(await screen.findByText('Registration time is over!')).toBeInTheDocument();
    expect(actions()).toEqual([]);
  });
});

describe('the deadlines on the home panel', () => {
  beforeEach(() => logInAs('TeamRegistrator', 'Rita', COUNTRY));

  it("names the registration deadline and the end of the edit window in the venue's time", async () => {
    serve(new Date('2025-08-01T20:59:00Z'), [{ id: 't1', name: 'Atlantis' }]);
    renderWithProviders(<HomePanel />);
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(await screen.findByText('Registration deadline')).toBeInTheDocument();
    expect(term('Registration deadline')).toHaveTextContent(/^08\/01\/2025 23:59 venue time \(Europe\/Sofia\)/);
    expect(term('End of the edit window')).toHaveTextContent(/^08\/02\/2025 23:59 venue time \(Europe\/Sofia\)/);
    // The spec's own message is kept.
    expect(screen.getByText('Registration time is over!')).toBeInTheDocument();
  });

  it("follows the country's own deadline, later than the contest's: registration open, its own dates named", async () => {
    serve(new Date(Date.now() - 25 * HOUR), [], new Date('2099-08-01T20:59:00Z'));
    renderWithProviders(<HomePanel />);
    expect(await screen.findByRole('button', { name: 'Add Team' })).toBeInTheDocument();
    expect(screen.queryByText('Registration time is over!')).not.toBeInTheDocument();
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term('Registration deadline')).toHaveTextContent(/^08\/01\/2099 23:59 venue time/);
    expect(term('End of the edit window')).toHaveTextContent(/^08\/02\/2099 23:59 venue time/);
  });
});
