import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANGED_MEANWHILE, MESSAGES, snacks, urlOfCall } from '@olympiad/shared';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { BULGARIA, bodyOf, CONTEST, CONTEST_ID, ENUMS, ROMANIA } from '../../../testing/fixtures';
import { CONTEST_SAVED, ContestSettingsPage } from '../components/contest-settings-page';

describe('contest settings', () => {
  beforeEach(() => logInAs('Administrator'));

  it("shows the deadline as the venue's wall-clock time and saves the instants with the venue's offset", async () => {
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
      [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: {
        ...CONTEST,
        organizers: [{ name: 'Ministry', imageUrl: null, companyUrl: 'https://example.org', additionalInformation: null }],
      },
      [`PUT ${urlOfCall('updateContest', { params: { id: CONTEST_ID } })}`]: CONTEST,
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

  it('shows the form in parts, each a region under its heading, linked from the top', async () => {
    mockFetch({ [`GET ${urlOfCall('readEnumerations')}`]: ENUMS, [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: CONTEST });
    renderWithProviders(<ContestSettingsPage />);
    const links = within(await screen.findByRole('navigation', { name: 'Parts of contest settings' })).getAllByRole('link');
    const parts = ['Edition', 'Rules and environment', 'Lists the forms offer', 'Organizers, partners, patrons and sponsors'];
    expect(links.map((link) => link.textContent)).toEqual(parts);
    for (const [index, title] of parts.entries()) {
      const region = screen.getByRole('region', { name: title });
      expect(links[index]).toHaveAttribute('href', `#${region.id}`);
    }
    expect(within(screen.getByRole('region', { name: 'Edition' })).getByLabelText(/^Registration deadline/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Lists the forms offer' })).getByRole('group', { name: 'T-shirt sizes' }),
    ).toBeInTheDocument();
  });

  it('keeps one Save in a bar that says whether anything is unsaved', async () => {
    mockFetch({
      [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
      [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: CONTEST,
      [`PUT ${urlOfCall('updateContest', { params: { id: CONTEST_ID } })}`]: { ...CONTEST, shortName: 'IJOI 25' },
    });
    renderWithProviders(<ContestSettingsPage />);
    const state = await screen.findByText('No unsaved changes.');
    expect(state).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('button', { name: 'Save settings' })).toHaveLength(1);
    await userEvent.clear(screen.getByLabelText(/^Short name/));
    await userEvent.type(screen.getByLabelText(/^Short name/), 'IJOI 25');
    expect(state).toHaveTextContent('You have unsaved changes.');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: CONTEST_SAVED }));
    await waitFor(() => expect(state).toHaveTextContent('No unsaved changes.'));
  });

  it("warns beside the deadline when it falls after the contest's end, and still saves it", async () => {
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
      [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: CONTEST,
      [`PUT ${urlOfCall('updateContest', { params: { id: CONTEST_ID } })}`]: CONTEST,
    });
    renderWithProviders(<ContestSettingsPage />);
    const deadline = await screen.findByLabelText(/^Registration deadline/);
    const warning = /Warning: this is after the contest's end, so registration would stay open once the contest is over\./;
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await userEvent.clear(deadline);
    await userEvent.type(deadline, '2025-09-02T18:01');
    expect(deadline).toHaveAccessibleDescription(expect.stringMatching(warning));
    expect(screen.getByText(/this is after the contest's end/).closest('[aria-live="polite"]')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: CONTEST_SAVED }));
    expect(bodyOf(calls.find((c) => c.method === 'PUT')!.init)).toMatchObject({ endOfRegistrationDate: '2025-09-02T18:01:00+03:00' });
    // Moving the end after it takes the warning away.
    await userEvent.clear(screen.getByLabelText(/^End/));
    await userEvent.type(screen.getByLabelText(/^End/), '2025-09-03T12:00');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it("sends an uploaded logo with its company and puts the saved logo's address back into the form", async () => {
    const stored = {
      ...CONTEST,
      organizers: [
        {
          name: 'Ministry',
          imageUrl: urlOfCall('readPicture', { params: { id: '11111111-1111-4111-8111-111111111111' } }),
          companyUrl: null,
          additionalInformation: null,
        },
      ],
    };
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
      [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: {
        ...CONTEST,
        organizers: [{ name: 'Ministry', imageUrl: null, companyUrl: null, additionalInformation: null }],
      },
      [`PUT ${urlOfCall('updateContest', { params: { id: CONTEST_ID } })}`]: stored,
    });
    renderWithProviders(<ContestSettingsPage />);
    const organizers = await screen.findByRole('group', { name: 'Organizers' });
    await userEvent.upload(
      within(organizers).getByLabelText('Logo'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'logo.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: CONTEST_SAVED }));
    const body = bodyOf(calls.find((c) => c.method === 'PUT')!.init) as { organizers: unknown[] };
    expect(body.organizers).toEqual([
      { name: 'Ministry', imageUrl: null, companyUrl: null, additionalInformation: null, logo: 'iVBORw0KGgoAAAAA' },
    ]);
    await waitFor(() => expect(within(organizers).getByLabelText('Image URL')).toHaveValue(stored.organizers[0]!.imageUrl));
  });

  it('sends the version it was loaded with; on 412 keeps what was typed and offers the current values', async () => {
    let contest = { ...CONTEST, version: 7 };
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
      [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: () => contest,
      [`PUT ${urlOfCall('updateContest', { params: { id: CONTEST_ID } })}`]: (init: RequestInit) =>
        new Headers(init.headers).get('If-Match') === `"${contest.version}"`
          ? (contest = { ...contest, ...(bodyOf(init) as object), version: contest.version + 1 })
          : new Response(JSON.stringify({ type: 'about:blank', title: 'Precondition Failed', status: 412, detail: CHANGED_MEANWHILE }), {
              status: 412,
              headers: { 'content-type': 'application/problem+json' },
            }),
    });
    renderWithProviders(<ContestSettingsPage />);
    const shortName = await screen.findByLabelText(/^Short name/);
    // Another organiser saves meanwhile.
    contest = { ...contest, shortName: 'Theirs', version: 8 };
    await userEvent.clear(shortName);
    await userEvent.type(shortName, 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(CHANGED_MEANWHILE)).toBeInTheDocument();
    expect(new Headers(calls.find((c) => c.method === 'PUT')!.init.headers).get('If-Match')).toBe('"7"');
    expect(shortName).toHaveValue('Mine');
    await userEvent.click(screen.getByRole('button', { name: /Load current values/ }));
    await waitFor(() => expect(screen.getByLabelText(/^Short name/)).toHaveValue('Theirs'));
    expect(screen.queryByText(CHANGED_MEANWHILE)).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Short name/));
    await userEvent.type(screen.getByLabelText(/^Short name/), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: CONTEST_SAVED }));
    expect(contest).toMatchObject({ shortName: 'Mine', version: 9 });
    // The saved version is the form's next base: a second save is not refused.
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(3));
    await waitFor(() => expect(contest.version).toBe(10));
  });

  it('previews the rules as the server will store them: no script, no event handler', async () => {
    mockFetch({ [`GET ${urlOfCall('readEnumerations')}`]: ENUMS, [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: CONTEST });
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
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
      [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: CONTEST,
    });
    renderWithProviders(<ContestSettingsPage />);
    await userEvent.type(await screen.findByLabelText('Competition materials URL'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByLabelText('Competition materials URL')).toHaveAccessibleErrorMessage(/starting with https/));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("edits the edition's venue time zone, host country, minimum date of birth and contestants' default publicity, the dates typed in the chosen zone", async () => {
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
      [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: CONTEST,
      [`GET ${urlOfCall('readCountries')}`]: [BULGARIA, ROMANIA],
      [`PUT ${urlOfCall('updateContest', { params: { id: CONTEST_ID } })}`]: CONTEST,
    });
    renderWithProviders(<ContestSettingsPage />);
    const zone = await screen.findByLabelText(/^Venue time zone/);
    expect(zone).toHaveValue('Europe/Sofia');
    const host = screen.getByLabelText(/^Host country/);
    await waitFor(() => expect(host).toHaveDisplayValue('Bulgaria'));
    expect(screen.getByLabelText(/^Minimum date of birth/)).toHaveValue('2010-01-01');

    await userEvent.selectOptions(zone, 'America/Lima');
    await userEvent.selectOptions(host, 'Romania');
    await userEvent.clear(screen.getByLabelText(/^Minimum date of birth/));
    await userEvent.type(screen.getByLabelText(/^Minimum date of birth/), '2011-01-01');
    const publicity = screen.getByRole('checkbox', { name: "Show contestants' names and photos publicly until a consent is recorded" });
    expect(publicity).toBeChecked();
    await userEvent.click(publicity);
    expect(screen.getAllByText('At the venue (America/Lima).')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: CONTEST_SAVED }));
    expect(bodyOf(calls.find((c) => c.method === 'PUT')!.init)).toMatchObject({
      venueTimeZone: 'America/Lima',
      hostCountryId: ROMANIA.id,
      minBirthDate: '2011-01-01',
      contestantsPublic: false,
      // The start's wall clock, 09:00, now at the venue in Lima.
      startDate: '2025-08-28T09:00:00-05:00',
    });
  });

  it('refuses a minimum date of birth that is no date, next to the field', async () => {
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
      [`GET ${urlOfCall('readContest', { query: { year: 2025 } })}`]: CONTEST,
      [`GET ${urlOfCall('readCountries')}`]: [BULGARIA, ROMANIA],
    });
    renderWithProviders(<ContestSettingsPage />);
    await userEvent.clear(await screen.findByLabelText(/^Minimum date of birth/));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByLabelText(/^Minimum date of birth/)).toHaveAccessibleErrorMessage(MESSAGES.required));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
