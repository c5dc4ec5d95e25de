import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snacks } from '@olympiad/shared';
import { logInAs, logOut, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { bodyOf, CONTEST, CONTEST_ID } from '../../../testing/fixtures';
import { CONTEST_SAVED, ContestSettingsPage } from '../components/contest-settings-page';

// Long form journeys on a shared, busy machine.
jest.setTimeout(30_000);

describe('contest settings', () => {
  beforeEach(() => logInAs('Administrator'));
  afterEach(() => {
    logOut();
    snacks.dismiss();
  });

  it("shows the deadline as the venue's wall-clock time and saves the instants with the venue's offset", async () => {
    const { calls } = mockFetch({
      'GET /api/Contest?year=2025': { ...CONTEST, organizers: [{ name: 'Ministry', imageUrl: null, companyUrl: 'https://example.org', additionalInformation: null }] },
      [`PUT /api/Contest/${CONTEST_ID}`]: CONTEST,
    });
    renderWithProviders(<ContestSettingsPage />);
    const deadline = await screen.findByLabelText(/^Registration deadline/);
    expect(deadline).toHaveValue('2025-07-31T23:59');
    expect(screen.getByText(/Registration closes 07\/31\/2025 23:59 at the venue \(Europe\/Sofia\)/)).toBeInTheDocument();
    await userEvent.clear(deadline);
    await userEvent.type(deadline, '2025-08-10T18:00');
    await userEvent.clear(screen.getByLabelText(/^Short name/));
    await userEvent.type(screen.getByLabelText(/^Short name/), 'IJOI 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: CONTEST_SAVED }));
    const body = bodyOf(calls.find((c) => c.method === 'PUT')!.init) as Record<string, unknown>;
    expect(body).toMatchObject({
      shortName: 'IJOI 2025',
      endOfRegistrationDate: '2025-08-10T18:00:00+03:00',
      startDate: '2025-08-28T09:00:00+03:00',
      organizers: [{ name: 'Ministry', imageUrl: null, companyUrl: 'https://example.org', additionalInformation: null }],
    });
    expect(body).not.toHaveProperty('committees');
  });

  it("sends an uploaded logo with its company and puts the saved logo's address back into the form", async () => {
    const stored = { ...CONTEST, organizers: [{ name: 'Ministry', imageUrl: '/api/Picture/11111111-1111-4111-8111-111111111111', companyUrl: null, additionalInformation: null }] };
    const { calls } = mockFetch({
      'GET /api/Contest?year=2025': { ...CONTEST, organizers: [{ name: 'Ministry', imageUrl: null, companyUrl: null, additionalInformation: null }] },
      [`PUT /api/Contest/${CONTEST_ID}`]: stored,
    });
    renderWithProviders(<ContestSettingsPage />);
    const organizers = await screen.findByRole('group', { name: 'Organizers' });
    await userEvent.upload(within(organizers).getByLabelText('Logo'), new File(['hello'], 'logo.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: CONTEST_SAVED }));
    const body = bodyOf(calls.find((c) => c.method === 'PUT')!.init) as { organizers: unknown[] };
    expect(body.organizers).toEqual([{ name: 'Ministry', imageUrl: null, companyUrl: null, additionalInformation: null, logo: 'aGVsbG8=' }]);
    await waitFor(() => expect(within(organizers).getByLabelText('Image URL')).toHaveValue(stored.organizers[0]!.imageUrl));
  });

  it('previews the rules as the server will store them: no script, no event handler', async () => {
    mockFetch({ 'GET /api/Contest?year=2025': CONTEST });
    renderWithProviders(<ContestSettingsPage />);
    const rules = await screen.findByLabelText('Rules (HTML)');
    await userEvent.clear(rules);
    await userEvent.click(rules);
    await userEvent.paste('<h2>Tasks</h2><script>alert(1)</script><p onclick="steal()">Three <a href="javascript:alert(1)">tasks</a></p>');
    const preview = screen.getByRole('region', { name: /Preview of rules/ });
    await waitFor(() => expect(within(preview).getByRole('heading', { name: 'Tasks' })).toBeInTheDocument());
    expect(preview.innerHTML).not.toMatch(/script|onclick|javascript:/);
    expect(within(preview).getByText('tasks')).not.toHaveAttribute('href');
  });

  it('refuses a link that is not http(s) or a site path, next to the field', async () => {
    const { calls } = mockFetch({ 'GET /api/Contest?year=2025': CONTEST });
    renderWithProviders(<ContestSettingsPage />);
    await userEvent.type(await screen.findByLabelText('Competition materials URL'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByLabelText('Competition materials URL')).toHaveAccessibleErrorMessage(/starting with https/));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
