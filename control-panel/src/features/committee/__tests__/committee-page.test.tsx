import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANGED_MEANWHILE, MESSAGES, snacks, SPEC_EDITION, urlOfCall } from '@olympiad/shared';
import type { CommitteeEdit, CommitteePerson } from '@olympiad/shared/schemas';
import { CONSENT_RECORDED } from '@olympiad/shared/consent';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { BOOT, bodyOf, CONTEST_ID, person, uuid } from '../../../testing/fixtures';
import { CommitteePage } from '../components/committee-page';
import { COMMITTEES_SAVED } from '../components/committees-editor';

const COMMITTEE_COUNTRY_ID = SPEC_EDITION.hostCountry!.id;

const member = (n: number, fullName: string, committees: CommitteePerson['committees'] = []): CommitteePerson => ({
  ...person(n, fullName, {
    roles: ['COMMITTEE'],
    countryId: COMMITTEE_COUNTRY_ID,
    country: { name: 'Bulgaria' },
    timeOfArrival: '2025-08-28T10:00:00',
  }),
  committees,
  publicConsent: { photo: true, name: true, recorded: { photo: null, name: null } },
});
const ANNA = member(1, 'Anna Dimitrova', [{ committeeName: 'Scientific Committee', role: 'Chair' }]);
const BORIS = member(2, 'Boris_2 Petrov');
const COMMITTEES: CommitteeEdit[] = [
  { id: uuid(70), name: 'Scientific Committee', members: [{ personId: ANNA.id, fullName: ANNA.fullName, role: 'Chair' }] },
];
const routes = (people: CommitteePerson[] = [ANNA, BORIS]) => ({
  ...BOOT,
  [`GET ${urlOfCall('readCommitteePeople')}`]: () => people,
  [`GET ${urlOfCall('readCommittees', { params: { id: CONTEST_ID } })}`]: COMMITTEES,
});

describe('committee section', () => {
  beforeEach(() => logInAs('Administrator'));

  it('lists committee people with picture, name, T-shirt size, roles and Edit', async () => {
    mockFetch(routes());
    renderWithProviders(<CommitteePage />);
    const table = await screen.findByRole('table', { name: 'List of people for committees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Picture', 'Name', 'T-shirt size', 'Roles', 'Actions']);
    const row = within(table).getByRole('cell', { name: 'Anna Dimitrova' }).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Picture of Anna Dimitrova' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Chair (Scientific Committee)' })).toBeInTheDocument();
  });

  it('adds a person with the committee name pattern, the preset country and locations Other', async () => {
    const { calls } = mockFetch({ ...routes(), [`POST ${urlOfCall('createPerson')}`]: ANNA });
    renderWithProviders(<CommitteePage />);
    await screen.findByRole('table', { name: 'List of people for committees' });
    await userEvent.type(screen.getByLabelText(/^Full name/), 'Team 2 lead_x');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.personAdded }));
    expect(bodyOf(calls.find((c) => c.method === 'POST')!.init)).toMatchObject({
      fullName: 'Team 2 lead_x',
      roles: ['COMMITTEE'],
      countryId: COMMITTEE_COUNTRY_ID,
      contestId: CONTEST_ID,
      arrivalLocation: 'Other',
      departureLocation: 'Other',
    });
  });

  it('refuses a name outside the committee pattern', async () => {
    const { calls } = mockFetch(routes());
    renderWithProviders(<CommitteePage />);
    await userEvent.type(screen.getByLabelText(/^Full name/), 'Anna  (chair)');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveAccessibleErrorMessage(MESSAGES.committeeNamePattern));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('edits the selected person by id and clears the selection afterwards', async () => {
    const { calls } = mockFetch({ ...routes(), [`PUT ${urlOfCall('updatePerson', { params: { id: ANNA.id } })}`]: ANNA });
    renderWithProviders(<CommitteePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Anna Dimitrova' }));
    const name = screen.getByLabelText(/^Full name/);
    expect(name).toHaveValue('Anna Dimitrova');
    expect(screen.getByLabelText('Time of arrival')).toHaveValue('2025-08-28T10:00');
    await userEvent.clear(name);
    await userEvent.type(name, 'Anna Dimitrova-Ivanova');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.personEdited }));
    expect(bodyOf(calls.find((c) => c.method === 'PUT')!.init)).toMatchObject({
      id: ANNA.id,
      fullName: 'Anna Dimitrova-Ivanova',
      countryId: COMMITTEE_COUNTRY_ID,
    });
    expect(await screen.findByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it("sends the person's version; on 412 keeps what was typed and offers the current values", async () => {
    let people = [{ ...ANNA, version: 2 }, BORIS];
    const { calls } = mockFetch({
      ...routes(),
      [`GET ${urlOfCall('readCommitteePeople')}`]: () => people,
      [`PUT ${urlOfCall('updatePerson', { params: { id: ANNA.id } })}`]: () =>
        new Response(JSON.stringify({ type: 'about:blank', title: 'Precondition Failed', status: 412, detail: CHANGED_MEANWHILE }), {
          status: 412,
          headers: { 'content-type': 'application/problem+json' },
        }),
    });
    renderWithProviders(<CommitteePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Anna Dimitrova' }));
    people = [{ ...ANNA, fullName: 'Anna Theirs', version: 3 }, BORIS];
    const name = screen.getByLabelText(/^Full name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Anna Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));

    expect(await screen.findByText(CHANGED_MEANWHILE)).toBeInTheDocument();
    expect(new Headers(calls.find((c) => c.method === 'PUT')!.init.headers).get('If-Match')).toBe('"2"');
    expect(name).toHaveValue('Anna Mine');
    await userEvent.click(screen.getByRole('button', { name: /Load current values/ }));
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveValue('Anna Theirs'));
    expect(screen.queryByText(CHANGED_MEANWHILE)).not.toBeInTheDocument();
  });

  it("edits the committees: a member's role, a new member, saved together by person id", async () => {
    const { calls } = mockFetch({ ...routes(), [`PUT ${urlOfCall('saveCommittees', { params: { id: CONTEST_ID } })}`]: COMMITTEES });
    renderWithProviders(<CommitteePage />);
    const role = await screen.findByLabelText('Role of Anna Dimitrova');
    await userEvent.clear(role);
    await userEvent.type(role, 'President');
    await userEvent.selectOptions(screen.getByLabelText('New member of Scientific Committee'), BORIS.id);
    await userEvent.click(screen.getByRole('button', { name: 'Add member to Scientific Committee' }));
    await userEvent.clear(screen.getByLabelText('Role of Boris_2 Petrov'));
    await userEvent.type(screen.getByLabelText('Role of Boris_2 Petrov'), 'Member');
    await userEvent.click(screen.getByRole('button', { name: 'Save committees' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: COMMITTEES_SAVED }));
    expect(bodyOf(calls.find((c) => c.method === 'PUT')!.init)).toEqual([
      {
        name: 'Scientific Committee',
        members: [
          { role: 'President', personId: ANNA.id },
          { role: 'Member', personId: BORIS.id },
        ],
      },
    ]);
  });
});

describe('Committee: what the public sees', () => {
  it("records a committee person's consent at each answer, from their Edit, and reads the people and the public committees again", async () => {
    logInAs('Administrator', 'Ada Admin');
    const { calls } = mockFetch({
      ...routes(),
      [`PUT ${urlOfCall('recordPublicConsent', { params: { id: BORIS.id } })}`]: {
        photo: false,
        name: true,
        recorded: { photo: false, name: null },
      },
    });
    renderWithProviders(<CommitteePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Boris_2 Petrov' }));
    const choice = await screen.findByRole('group', { name: 'Shown publicly (Boris_2 Petrov)' });
    const photo = within(choice).getByRole('group', { name: 'Photo may be shown publicly' });
    expect(photo).toHaveAccessibleDescription("No choice recorded (the edition's default: shown)");
    const reads = (url: string) => calls.filter((call) => call.method === 'GET' && call.url.startsWith(url)).length;
    const before = { people: reads(urlOfCall('readCommitteePeople')), contest: reads(urlOfCall('readContest')) };
    await userEvent.click(within(photo).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: CONSENT_RECORDED }));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!.init)).toEqual({ photo: false });
    expect(within(photo).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(photo).toHaveAccessibleDescription('Consent withdrawn');
    await waitFor(() => expect(reads(urlOfCall('readCommitteePeople'))).toBeGreaterThan(before.people));
    expect(reads(urlOfCall('readContest'))).toBeGreaterThan(before.contest);
  });
});
