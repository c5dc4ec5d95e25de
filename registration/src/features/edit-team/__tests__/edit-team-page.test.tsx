import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { MESSAGES, snacks, teamSelection, urlOfCall } from '@olympiad/shared';
import { logInAs, mockFetch } from '@olympiad/shared/testing';
import { EDIT_TEAM_MESSAGES } from '../edit-team-messages';
import { bodyOf, COUNTRY_ID, problem, TEAM_ID } from './edit-team-fixtures';
import { region, renderEditTeam, renderEditTeamRoute } from './render-edit-team';

afterEach(() => {
  act(() => teamSelection.clear());
});

describe('Edit Team page', () => {
  it('goes home without a selected team', async () => {
    logInAs('TeamRegistrator', 'Rita Registrator', COUNTRY_ID);
    mockFetch({});
    renderEditTeamRoute();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it("goes home when the selected team is not one of the user's country", async () => {
    logInAs('TeamRegistrator', 'Rita Registrator', COUNTRY_ID);
    teamSelection.select('7ea00000-0000-4000-8000-0000000000ff');
    mockFetch({ [`GET ${urlOfCall('readCountryTeams', { params: { countryId: COUNTRY_ID } })}`]: [] });
    renderEditTeamRoute();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(teamSelection.get()).toBeNull();
  });

  it('shows every block of the selected team', async () => {
    await renderEditTeam();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Team' })).toBeInTheDocument();
    expect(within(region('Team')).getByLabelText(/^Team name/)).toHaveValue('Atlantis Juniors');
    expect(within(region('Leader')).getByLabelText(/^Full name/)).toHaveValue('Lena Leader');
    expect(within(region('Deputy Leader')).getByLabelText(/^Full name/)).toHaveValue('Dan Deputy');
    expect(within(region('Arrival')).getByLabelText(/^Time of arrival/)).toHaveValue('2025-08-28T10:00');
    expect(within(region('Arrival')).getByLabelText(/^Departure location/)).toHaveValue('Sofia Airport');
    const cards = within(region('Contestants')).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Ada Lovelace', 'Alan Turing']);
  });

  it('changes the team name only when it was changed', async () => {
    const { calls, state } = await renderEditTeam({
      [`PUT ${urlOfCall('editTeamBasics')}`]: (init: RequestInit) => {
        state.team = { ...state.team, name: String(bodyOf(init).name) };
        return state.team;
      },
    });
    const team = region('Team');
    await userEvent.click(within(team).getByRole('button', { name: /^Change/ }));
    expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: MESSAGES.teamNameUnchanged });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    const name = within(team).getByLabelText(/^Team name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Atlantis Stars');
    await userEvent.click(within(team).getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.teamNameChanged }));
    expect(bodyOf(calls.find((c) => c.method === 'PUT')!.init)).toEqual({
      id: TEAM_ID,
      name: 'Atlantis Stars',
      teamGroup: 'Junior',
      isOfficial: true,
    });
  });

  it('asks for a valid team name after a submit attempt', async () => {
    const { calls } = await renderEditTeam();
    const name = within(region('Team')).getByLabelText(/^Team name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Team 42');
    await userEvent.click(within(region('Team')).getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage(MESSAGES.namePattern));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("says Error! with the server's reason and keeps the typed name when the server refuses", async () => {
    await renderEditTeam({ [`PUT ${urlOfCall('editTeamBasics')}`]: () => problem(409, 'Registration is closed.') });
    const name = within(region('Team')).getByLabelText(/^Team name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Atlantis Stars');
    await userEvent.click(within(region('Team')).getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: 'Error! Registration is closed.' }));
    expect(name).toHaveValue('Atlantis Stars');
  });

  it('shows the spinner while a call is under way', async () => {
    const { fetchMock, state } = await renderEditTeam({ [`PUT ${urlOfCall('editTeamBasics')}`]: () => state.team });
    const respond = fetchMock.getMockImplementation()!;
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') await answered;
      return respond(input, init);
    });
    await userEvent.type(within(region('Team')).getByLabelText(/^Team name/), 's');
    await userEvent.click(within(region('Team')).getByRole('button', { name: /^Change/ }));
    expect(await screen.findByText('Saving changes')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Saving changes')).not.toBeInTheDocument());
  });

  it('unlocks the leader with Edit Personal Info without submitting it in the same press', async () => {
    const { calls } = await renderEditTeam();
    const leader = region('Leader');
    const edit = within(leader).getByRole('button', { name: /^Edit Personal Info/ });
    // A browser runs React's update between the click's listeners and its default action (the
    // microtask checkpoint after each listener): a button that has become a submit button by then
    // submits its form. Flushing in a listener after React's does the same here.
    const flushAfterReact = () => flushSync(() => undefined);
    window.addEventListener('click', flushAfterReact);
    try {
      act(() => {
        edit.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      });
    } finally {
      window.removeEventListener('click', flushAfterReact);
    }
    expect(within(leader).getByLabelText(/^Full name/)).toBeEnabled();
    expect(snacks.getCurrent()).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    // The pressed button went away; Change is another element, pressed by nobody.
    expect(edit).not.toBeInTheDocument();
  });

  it("shows an invalid phone's message and the invalid-form message, never the request for changes", async () => {
    const { calls } = await renderEditTeam();
    const leader = region('Leader');
    await userEvent.click(within(leader).getByRole('button', { name: /^Edit Personal Info/ }));
    const phone = within(leader).getByLabelText(/^Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+359 888 abc');
    await userEvent.click(within(leader).getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(phone).toHaveAccessibleErrorMessage(MESSAGES.phonePattern));
    expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: MESSAGES.formInvalid });
    expect(phone).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('keeps the leader read-only until Edit Personal Info, then saves it with Change', async () => {
    const { calls } = await renderEditTeam({ [`PUT ${urlOfCall('editLeader')}`]: (init: RequestInit) => bodyOf(init) });
    const leader = region('Leader');
    const name = within(leader).getByLabelText(/^Full name/);
    expect(name).toBeDisabled();
    expect(within(leader).queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();

    await userEvent.click(within(leader).getByRole('button', { name: /^Edit Personal Info/ }));
    expect(name).toBeEnabled();
    expect(name).toHaveFocus();
    await userEvent.click(within(leader).getByRole('button', { name: /^Change/ }));
    expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: EDIT_TEAM_MESSAGES.leaderUnchanged });

    const phone = within(leader).getByLabelText(/^Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+359111');
    await userEvent.click(within(leader).getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.leaderChanged }));
    expect(bodyOf(calls.find((c) => c.method === 'PUT')!.init)).toMatchObject({
      phoneNumber: '+359111',
      isDeputy: false,
      person: { fullName: 'Lena Leader', tShirtSize: 'L', timeOfArrival: '2025-08-28T10:00' },
    });
    await waitFor(() => expect(within(leader).getByLabelText(/^Full name/)).toBeDisabled());
    expect(within(leader).getByRole('button', { name: /^Edit Personal Info/ })).toBeInTheDocument();
  });
});
