import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, snacks, urlOfCall } from '@olympiad/shared';
import type { Guide, User } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders, NO_JOURNEY } from '@olympiad/shared/testing';
import { BOOT, bodyOf, CONTEST_ID, person, team, uuid } from '../../../testing/fixtures';
import { GuidesPage } from '../components/guides-page';

const GINA_USER: User = {
  id: uuid(50),
  email: 'gina@example.com',
  name: 'Gina',
  username: 'gina@example.com',
  role: 'Guide',
  countryId: null,
  countryName: null,
};
const ALPHA = team(11, 'Alpha', 'Bulgaria');
const BETA = team(12, 'Beta', 'Romania');
const guide = (teams: Guide['teams']): Guide => ({
  id: uuid(60),
  personId: uuid(61),
  person: person(61, 'Gina Guide'),
  userId: GINA_USER.id,
  phoneNumber: '+359888',
  schoolName: 'Sofia High School',
  classDesignator: '11B',
  teams,
});

describe('guides section', () => {
  beforeEach(() => logInAs('Administrator'));

  it('adds a guide: role GUIDE, locations Other, its user, phone, school and class', async () => {
    let guides: Guide[] = [];
    const { calls } = mockFetch({
      ...BOOT,
      [`GET ${urlOfCall('readUsersWithRole', { params: { role: 'Guide' } })}`]: [GINA_USER],
      [`GET ${urlOfCall('readGuides')}`]: () => guides,
      [`GET ${urlOfCall('readTeamsWithoutGuide')}`]: [ALPHA],
      [`POST ${urlOfCall('createGuide')}`]: () => {
        guides = [guide([])];
        return guides[0];
      },
    });
    renderWithProviders(<GuidesPage />);
    await screen.findByRole('option', { name: 'Gina (gina@example.com)' });
    expect(screen.getByLabelText('Arrival location')).toHaveValue('Other');
    expect(screen.getByLabelText('Departure location')).toHaveValue('Other');
    await userEvent.type(screen.getByLabelText(/^Full name/), 'Gina Guide');
    await userEvent.selectOptions(screen.getByLabelText('T-shirt size'), 'M');
    await userEvent.selectOptions(screen.getByLabelText('User'), GINA_USER.id);
    await userEvent.type(screen.getByLabelText('Phone number'), '+359888');
    await userEvent.type(screen.getByLabelText('School name'), 'Sofia High School');
    await userEvent.type(screen.getByLabelText('Class designator'), '11B');
    await userEvent.click(screen.getByRole('button', { name: 'Add guide' }));

    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.guideCreated }));
    expect(bodyOf(calls.find((c) => c.method === 'POST')!.init)).toEqual({
      person: {
        fullName: 'Gina Guide',
        roles: ['GUIDE'],
        countryId: null,
        contestId: CONTEST_ID,
        tShirtSize: 'M',
        picture: null,
        timeOfArrival: null,
        arrivalLocation: 'Other',
        timeOfDeparture: null,
        departureLocation: 'Other',
        ...NO_JOURNEY,
      },
      userId: GINA_USER.id,
      phoneNumber: '+359888',
      schoolName: 'Sofia High School',
      classDesignator: '11B',
    });
    const details = await screen.findByRole('table', { name: 'Guides' });
    expect(within(details).getByRole('img', { name: 'Picture of Gina Guide' })).toBeInTheDocument();
    expect(within(details).getByRole('cell', { name: '11B' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');
  });

  it('rejects a full name outside the pattern next to the field', async () => {
    const { calls } = mockFetch({
      ...BOOT,
      [`GET ${urlOfCall('readUsersWithRole', { params: { role: 'Guide' } })}`]: [],
      [`GET ${urlOfCall('readGuides')}`]: [],
      [`GET ${urlOfCall('readTeamsWithoutGuide')}`]: [],
    });
    renderWithProviders(<GuidesPage />);
    await userEvent.type(screen.getByLabelText(/^Full name/), 'G1na');
    await userEvent.click(screen.getByRole('button', { name: 'Add guide' }));
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveAccessibleErrorMessage(MESSAGES.namePattern));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('offers only teams without a guide, assigns one and removes it, reloading both lists after each', async () => {
    let assigned: Guide['teams'] = [];
    const { calls } = mockFetch({
      ...BOOT,
      [`GET ${urlOfCall('readUsersWithRole', { params: { role: 'Guide' } })}`]: [GINA_USER],
      [`GET ${urlOfCall('readGuides')}`]: () => [guide(assigned)],
      [`GET ${urlOfCall('readTeamsWithoutGuide')}`]: () => [ALPHA, BETA].filter((t) => !assigned.some((a) => a.id === t.id)),
      [`POST ${urlOfCall('assignGuideTeams', { params: { guideId: uuid(60) } })}`]: () => {
        assigned = [
          {
            id: BETA.id,
            name: 'Beta',
            group: 'Junior',
            countryId: BETA.countryId,
            countryName: 'Romania',
            countryFlag: null,
            leader: null,
            deputyLeader: null,
            contestants: [],
          },
        ];
        return true;
      },
      [`DELETE ${urlOfCall('removeGuideTeam', { params: { guideId: uuid(60), teamId: BETA.id } })}`]: () => {
        assigned = [];
        return true;
      },
    });
    renderWithProviders(<GuidesPage />);
    const teamSelect = await screen.findByRole('combobox', { name: /^Team/ });
    await screen.findByRole('option', { name: 'Romania – Beta (Junior)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Guide/ }), uuid(60));
    await userEvent.selectOptions(teamSelect, BETA.id);
    await userEvent.click(screen.getByRole('button', { name: 'Assign team' }));

    const list = screen.getByRole('table', { name: 'Guides and their teams' });
    expect(await within(list).findByText('Romania – Beta')).toBeInTheDocument();
    expect(bodyOf(calls.find((c) => c.method === 'POST')!.init)).toEqual([{ id: BETA.id, name: 'Beta' }]);
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Romania – Beta (Junior)' })).not.toBeInTheDocument());

    await userEvent.click(within(list).getByRole('button', { name: 'Remove Beta from Gina Guide' }));
    // Asked first, naming what goes; nothing is sent before the answer.
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove team from guide' });
    expect(confirm).toHaveTextContent('Remove Romania – Beta from Gina Guide?');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await waitFor(() => expect(confirm).toContainElement(document.activeElement as HTMLElement), { timeout: 5000 });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove Beta' }));
    await waitFor(() => expect(within(list).queryByText('Romania – Beta')).not.toBeInTheDocument());
    expect(await screen.findByRole('option', { name: 'Romania – Beta (Junior)' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('asks for a guide and a team before assigning', async () => {
    const { calls } = mockFetch({
      ...BOOT,
      [`GET ${urlOfCall('readUsersWithRole', { params: { role: 'Guide' } })}`]: [],
      [`GET ${urlOfCall('readGuides')}`]: [guide([])],
      [`GET ${urlOfCall('readTeamsWithoutGuide')}`]: [ALPHA],
    });
    renderWithProviders(<GuidesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Assign team' }));
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
