import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_ID, MESSAGES, snacks, teamSelection, urlOfCall } from '@olympiad/shared';
import { CONSENT_RECORDED } from '@olympiad/shared/consent';
import { EDIT_TEAM_MESSAGES } from '../edit-team-messages';
import { bodyOf, contestant, COUNTRY_ID, DEPUTY, makeTeam, SPARE, TEAM_ID } from './edit-team-fixtures';
import { region, renderEditTeam } from './render-edit-team';

afterEach(() => {
  act(() => teamSelection.clear());
});

const writes = (calls: { method: string; url: string; init: RequestInit }[], method: string) =>
  calls.filter((call) => call.method === method);

describe('Edit Team: leaders', () => {
  it('replaces the leader with an existing one; the current leader and deputy cannot be picked', async () => {
    const { calls, state } = await renderEditTeam({
      [`POST ${urlOfCall('replaceLeader')}`]: () => {
        state.team = { ...state.team, leader: { ...SPARE, teamName: state.team.name } };
        return state.team;
      },
    });
    await userEvent.click(within(region('Leader')).getByRole('button', { name: /^Replace With/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace Leader' }, { timeout: 10_000 });
    const picker = within(dialog).getByLabelText('Existing leader');
    expect(within(picker).getByRole('option', { name: /Lena Leader/ })).toBeDisabled();
    expect(within(picker).getByRole('option', { name: /Dan Deputy/ })).toBeDisabled();
    expect(within(picker).getByRole('option', { name: /Sam Spare/ })).toBeEnabled();
    expect(within(dialog).getByText('OR Add a new one')).toBeInTheDocument();

    await userEvent.selectOptions(picker, SPARE.id);
    expect(within(dialog).getByLabelText(/^Full name/)).toHaveValue('Sam Spare');
    expect(within(dialog).getByLabelText(/^Full name/)).toBeDisabled();
    expect(within(dialog).getByRole('img', { name: 'Photo of Sam Spare' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace Leader' }));

    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.leaderReplaced }));
    expect(bodyOf(writes(calls, 'POST')[0]!.init)).toEqual({ teamId: TEAM_ID, leaderId: SPARE.id, isDeputy: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(region('Leader')).getByLabelText(/^Full name/)).toHaveValue('Sam Spare'));
  });

  it('replaces the leader with a new one, whose fields are required, and "-" clears a pick', async () => {
    const { calls } = await renderEditTeam({ [`POST ${urlOfCall('replaceLeader')}`]: makeTeam() });
    await userEvent.click(within(region('Leader')).getByRole('button', { name: /^Replace With/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace Leader' }, { timeout: 10_000 });
    await userEvent.selectOptions(within(dialog).getByLabelText('Existing leader'), SPARE.id);
    await userEvent.selectOptions(within(dialog).getByLabelText('Existing leader'), EMPTY_ID);
    const name = within(dialog).getByLabelText(/^Full name/);
    expect(name).toHaveValue('');
    expect(name).toBeEnabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace Leader' }));
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage(MESSAGES.required));
    expect(writes(calls, 'POST')).toHaveLength(0);

    await userEvent.type(name, 'Nora New');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'nora@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '+359222');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^T-shirt size/), 'S');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace Leader' }));
    await waitFor(() => expect(writes(calls, 'POST')).toHaveLength(1));
    expect(bodyOf(writes(calls, 'POST')[0]!.init)).toMatchObject({
      teamId: TEAM_ID,
      leaderId: EMPTY_ID,
      isDeputy: false,
      leaderCreateModel: {
        leaderEmail: 'nora@example.com',
        leaderPhoneNumber: '+359222',
        leaderPerson: { fullName: 'Nora New', tShirtSize: 'S', timeOfArrival: '2025-08-28T10:00' },
      },
    });
  });

  it('removes the deputy; the cleared deputy form is open for a new one, added with isDeputy', async () => {
    const { calls, state } = await renderEditTeam({
      [`DELETE ${urlOfCall('removeLeader', { params: { teamId: TEAM_ID, leaderId: DEPUTY.id } })}`]: () => {
        state.team = { ...state.team, deputyLeader: null };
        return {};
      },
      [`POST ${urlOfCall('replaceLeader')}`]: () => {
        state.team = { ...state.team, deputyLeader: { ...SPARE, isDeputy: true } };
        return state.team;
      },
    });
    const deputy = region('Deputy Leader');
    expect(within(deputy).getByRole('checkbox', { name: 'Does the team have deputy leader?' })).toBeChecked();
    await userEvent.click(within(deputy).getByRole('button', { name: /^Remove From Team/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove deputy leader' });
    expect(dialog).toHaveTextContent(`Remove ${DEPUTY.person.fullName} from the team as its deputy leader?`);
    expect(writes(calls, 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: `Remove ${DEPUTY.person.fullName}` }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: EDIT_TEAM_MESSAGES.deputyLeaderRemoved }));
    await waitFor(() => expect(within(deputy).getByLabelText(/^Full name/)).toHaveValue(''));
    expect(within(deputy).getByLabelText(/^Full name/)).toBeEnabled();
    expect(within(deputy).queryByRole('button', { name: /^Remove From Team/ })).not.toBeInTheDocument();

    await userEvent.selectOptions(within(deputy).getByLabelText('Existing leader'), SPARE.id);
    await userEvent.click(within(deputy).getByRole('button', { name: /^Add/ }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.deputyLeaderChanged }));
    expect(bodyOf(writes(calls, 'POST')[0]!.init)).toEqual({ teamId: TEAM_ID, leaderId: SPARE.id, isDeputy: true });
    await waitFor(() => expect(within(deputy).getByRole('button', { name: /^Remove From Team/ })).toBeInTheDocument());
  });

  it('shows the deputy block only while its checkbox is ticked', async () => {
    await renderEditTeam({}, makeTeam({ deputyLeader: null }));
    const deputy = region('Deputy Leader');
    const box = within(deputy).getByRole('checkbox', { name: 'Does the team have deputy leader?' });
    expect(box).not.toBeChecked();
    expect(within(deputy).queryByLabelText(/^Full name/)).not.toBeInTheDocument();
    await userEvent.click(box);
    expect(within(deputy).getByLabelText(/^Full name/)).toBeEnabled();
    expect(within(deputy).getByLabelText(/^Email/)).not.toBeRequired();
    expect(within(deputy).getByRole('button', { name: /^Add/ })).toBeInTheDocument();
  });
});

describe('Edit Team: arrival', () => {
  it('saves the arrival and copies it into every person form', async () => {
    const { calls } = await renderEditTeam({
      [`PUT ${urlOfCall('editTeamArrival')}`]: makeTeam(),
      [`PUT ${urlOfCall('editContestant')}`]: (init: RequestInit) => bodyOf(init),
      [`PUT ${urlOfCall('editLeader')}`]: (init: RequestInit) => bodyOf(init),
    });
    const arrival = region('Arrival');
    const time = within(arrival).getByLabelText(/^Time of arrival/);
    await userEvent.clear(time);
    await userEvent.type(time, '2025-08-29T15:45');
    await userEvent.selectOptions(within(arrival).getByLabelText(/^Departure location/), 'Other');
    await userEvent.type(
      within(within(arrival).getByRole('group', { name: 'Inbound journey' })).getByLabelText('Flight or train number'),
      'lh 1234',
    );
    await userEvent.click(within(arrival).getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.teamArrivalUpdated }));
    expect(bodyOf(writes(calls, 'PUT')[0]!.init)).toEqual({
      teamId: TEAM_ID,
      timeOfArrival: '2025-08-29T15:45',
      arrivalLocation: 'Sofia Airport',
      arrivalCarrier: null,
      arrivalFlightNumber: 'LH 1234',
      arrivalTerminal: null,
      timeOfDeparture: '2025-09-03T18:00',
      departureLocation: 'Other',
      departureCarrier: null,
      departureFlightNumber: null,
      departureTerminal: null,
    });
    const copied = { timeOfArrival: '2025-08-29T15:45', departureLocation: 'Other', arrivalFlightNumber: 'LH 1234' };

    // The copy is not a change of the contestant's: it still asks for one.
    const ada = screen.getByRole('article', { name: 'Ada Lovelace' });
    await userEvent.click(within(ada).getByRole('button', { name: /^Change/ }));
    expect(snacks.getCurrent()).toMatchObject({ text: MESSAGES.contestantUnchanged });
    await userEvent.selectOptions(within(ada).getByLabelText(/^T-shirt size/), 'L');
    await userEvent.click(within(ada).getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(writes(calls, 'PUT')).toHaveLength(2));
    expect(bodyOf(writes(calls, 'PUT')[1]!.init)).toMatchObject({ personEditModel: { tShirtSize: 'L', ...copied } });

    const leader = region('Leader');
    await userEvent.click(within(leader).getByRole('button', { name: /^Edit Personal Info/ }));
    await userEvent.type(within(leader).getByLabelText(/^Full name/), 'a');
    await userEvent.click(within(leader).getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(writes(calls, 'PUT')).toHaveLength(3));
    expect(bodyOf(writes(calls, 'PUT')[2]!.init)).toMatchObject({ person: copied });
  });
});

describe('Edit Team: contestants', () => {
  it('changes a contestant only when changed, and returns the form to unchanged', async () => {
    const { calls } = await renderEditTeam({ [`PUT ${urlOfCall('editContestant')}`]: (init: RequestInit) => bodyOf(init) });
    const ada = screen.getByRole('article', { name: 'Ada Lovelace' });
    await userEvent.click(within(ada).getByRole('button', { name: 'Change Ada Lovelace' }));
    expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: MESSAGES.contestantUnchanged });

    await userEvent.click(within(ada).getByRole('checkbox', { name: 'Contestant does not travel with the leader' }));
    await userEvent.click(within(ada).getByRole('button', { name: 'Change Ada Lovelace' }));
    await waitFor(() => expect(within(ada).getByLabelText(/^Contact person name/)).toHaveAccessibleErrorMessage(MESSAGES.required));
    expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: MESSAGES.formInvalid });
    await userEvent.type(within(ada).getByLabelText(/^Contact person name/), 'Mary Lovelace');
    await userEvent.type(within(ada).getByLabelText(/^Contact person phone/), '+44123');
    await userEvent.click(within(ada).getByRole('button', { name: 'Change Ada Lovelace' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.contestantChanged }));
    expect(bodyOf(writes(calls, 'PUT')[0]!.init)).toMatchObject({
      id: contestant(1, '').id,
      isOffical: true,
      hasPersonForContact: true,
      personForContactName: 'Mary Lovelace',
      personForContactPhoneNumber: '+44123',
    });
    await userEvent.click(within(ada).getByRole('button', { name: 'Change Ada Lovelace' }));
    expect(snacks.getCurrent()).toMatchObject({ text: MESSAGES.contestantUnchanged });
    expect(writes(calls, 'PUT')).toHaveLength(1);
  });

  it('deletes a contestant, and never the last one', async () => {
    const { calls, state } = await renderEditTeam({
      [`DELETE ${urlOfCall('removeContestant', { params: { id: contestant(2, '').id } })}`]: () => {
        state.team = { ...state.team, contestants: [contestant(1, 'Ada Lovelace')] };
        return {};
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Alan Turing' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete contestant' });
    expect(dialog).toHaveTextContent('Delete Alan Turing from the team? This cannot be undone.');
    expect(writes(calls, 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Alan Turing' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.contestantRemoved }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Alan Turing' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Ada Lovelace' })).toBeDisabled();
    expect(writes(calls, 'DELETE')).toHaveLength(1);
  });

  it('adds a contestant through the modal while the team has fewer than four', async () => {
    const added = contestant(3, 'Grace Hopper');
    const { calls, state } = await renderEditTeam({
      [`POST ${urlOfCall('addContestant')}`]: () => {
        state.team = { ...state.team, contestants: [...state.team.contestants, added] };
        return added;
      },
    });
    await userEvent.click(within(region('Contestants')).getByRole('button', { name: 'Add Contestant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contestant' }, { timeout: 10_000 });
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Grace Hopper');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Operating system/), 'Linux');
    await userEvent.type(within(dialog).getByLabelText(/^Date of birth/), '2012-12-09');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^T-shirt size/), 'S');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Contestant' }));

    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.contestantAdded }));
    expect(bodyOf(writes(calls, 'POST')[0]!.init)).toMatchObject({
      contestantId: EMPTY_ID,
      teamId: TEAM_ID,
      contestant: {
        teamId: TEAM_ID,
        contestantGroup: 'Junior',
        isOfficial: true,
        dateOfBirth: '2012-12-09',
        operatingSystemName: 'Linux',
        hasPersonForContact: false,
        contestantPerson: { fullName: 'Grace Hopper', tShirtSize: 'S', timeOfArrival: '2025-08-28T10:00' },
      },
    });
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hides the plus button at four contestants', async () => {
    const four = [1, 2, 3, 4].map((n) => contestant(n, `Contestant ${'ABCD'[n - 1]}`));
    await renderEditTeam({}, makeTeam({ contestants: four }));
    expect(within(region('Contestants')).getAllByRole('article')).toHaveLength(4);
    expect(within(region('Contestants')).queryByRole('button', { name: 'Add Contestant' })).not.toBeInTheDocument();
  });
});

describe('Edit Team: what the public may see', () => {
  const consentUrl = (personId: string) => urlOfCall('recordPublicConsent', { params: { id: personId } });
  const question = (scope: HTMLElement, name: string) => within(scope).getByRole('group', { name });

  it("tells a given and a withdrawn consent from no choice and the edition's default, ticking nothing unrecorded", async () => {
    const ada = { ...contestant(1, 'Ada Lovelace'), publicConsent: { photo: true, name: false, recorded: { photo: true, name: false } } };
    // Contest settings hide contestants without a recorded choice.
    const alan = { ...contestant(2, 'Alan Turing'), publicConsent: { photo: false, name: false, recorded: { photo: null, name: null } } };
    await renderEditTeam({}, makeTeam({ contestants: [ada, alan] }));

    const adaChoice = within(screen.getByRole('article', { name: 'Ada Lovelace' })).getByRole('group', {
      name: 'Shown publicly (Ada Lovelace)',
    });
    const adaPhoto = question(adaChoice, 'Photo may be shown publicly');
    expect(within(adaPhoto).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(adaPhoto).toHaveAccessibleDescription('Consent given');
    const adaName = question(adaChoice, 'Name may be shown publicly');
    expect(within(adaName).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(adaName).toHaveAccessibleDescription('Consent withdrawn');

    const alanChoice = within(screen.getByRole('article', { name: 'Alan Turing' })).getByRole('group', {
      name: 'Shown publicly (Alan Turing)',
    });
    for (const radio of within(alanChoice).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(question(alanChoice, 'Photo may be shown publicly')).toHaveAccessibleDescription(
      "No choice recorded (the edition's default: hidden)",
    );
    // A leader without a recorded choice is shown by default.
    const leaderChoice = within(region('Leader')).getByRole('group', { name: 'Shown publicly (Lena Leader)' });
    expect(question(leaderChoice, 'Name may be shown publicly')).toHaveAccessibleDescription(
      "No choice recorded (the edition's default: shown)",
    );
    for (const radio of within(leaderChoice).getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('records one answer at once, alone, says so and reads the team again', async () => {
    const ada = contestant(1, 'Ada Lovelace');
    const { calls } = await renderEditTeam({
      [`PUT ${consentUrl(ada.personId)}`]: { photo: true, name: false, recorded: { photo: null, name: false } },
    });
    const teamReads = () =>
      calls.filter(
        (call) => call.method === 'GET' && call.url.endsWith(urlOfCall('readCountryTeams', { params: { countryId: COUNTRY_ID } })),
      ).length;
    const readsBefore = teamReads();
    const choice = within(screen.getByRole('article', { name: 'Ada Lovelace' })).getByRole('group', {
      name: 'Shown publicly (Ada Lovelace)',
    });
    await userEvent.click(within(question(choice, 'Name may be shown publicly')).getByRole('radio', { name: 'No' }));

    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: CONSENT_RECORDED }));
    expect(bodyOf(writes(calls, 'PUT')[0]!.init)).toEqual({ name: false });
    expect(within(question(choice, 'Name may be shown publicly')).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(question(choice, 'Name may be shown publicly')).toHaveAccessibleDescription('Consent withdrawn');
    // The photo was left unanswered: still no choice.
    expect(question(choice, 'Photo may be shown publicly')).toHaveAccessibleDescription(
      "No choice recorded (the edition's default: shown)",
    );
    await waitFor(() => expect(teamReads()).toBeGreaterThan(readsBefore));
  });

  it("puts the answer back when the server refuses, and offers the leader's and the deputy's too", async () => {
    await renderEditTeam({
      [`PUT ${consentUrl(DEPUTY.personId)}`]: new Response(JSON.stringify({ title: 'Forbidden', status: 403, detail: 'Not yours.' }), {
        status: 403,
        headers: { 'content-type': 'application/problem+json' },
      }),
    });
    expect(within(region('Leader')).getByRole('group', { name: 'Shown publicly (Lena Leader)' })).toBeInTheDocument();
    const photo = question(region('Deputy Leader'), 'Photo may be shown publicly');
    await userEvent.click(within(photo).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'error' }));
    for (const radio of within(photo).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(photo).toHaveAccessibleDescription("No choice recorded (the edition's default: shown)");
  });
});
