import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANGED_MEANWHILE, MESSAGES, snacks, teamSelection, urlOfCall } from '@olympiad/shared';
import type { Team } from '@olympiad/shared/schemas';
import { bodyOf, contestant, makeTeam, problem } from './edit-team-fixtures';
import { region, renderEditTeam } from './render-edit-team';

afterEach(() => {
  act(() => teamSelection.clear());
});

const ifMatchOf = (init: RequestInit) => (init.headers as Record<string, string>)['If-Match'];

/** A fake server's edit of the team: refused with 412 when If-Match names another version. */
function teamEdit(state: { team: Team }, apply: (team: Team, body: Record<string, unknown>) => Team) {
  return (init: RequestInit) => {
    const tag = ifMatchOf(init);
    if (tag && tag !== `"${state.team.version}"`) return problem(412, CHANGED_MEANWHILE);
    state.team = { ...apply(state.team, bodyOf(init)), version: state.team.version! + 1 };
    return state.team;
  };
}

const puts = (calls: { method: string; url: string; init: RequestInit }[], url: string) =>
  calls.filter((call) => call.method === 'PUT' && call.url === url);

describe('Edit Team when someone else changed a record meanwhile', () => {
  it('keeps the typed team name, says why, and loads the current values on request', async () => {
    let server: { team: Team } = { team: makeTeam() };
    const rendered = await renderEditTeam(
      {
        [`PUT ${urlOfCall('editTeamBasics')}`]: (init: RequestInit) =>
          teamEdit(server, (team, body) => ({ ...team, name: String(body.name) }))(init),
      },
      makeTeam({ version: 4 }),
    );
    server = rendered.state;
    // Someone else renames the team behind the page's back.
    server.team = { ...server.team, name: 'Atlantis Others', version: 5 };

    const team = region('Team');
    const name = within(team).getByLabelText(/^Team name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Atlantis Stars');
    await userEvent.click(within(team).getByRole('button', { name: /^Change/ }));

    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: `${MESSAGES.error} ${CHANGED_MEANWHILE}` }));
    expect(ifMatchOf(puts(rendered.calls, urlOfCall('editTeamBasics'))[0]!.init)).toBe('"4"');
    expect(within(team).getByText(CHANGED_MEANWHILE)).toBeInTheDocument();
    expect(name).toHaveValue('Atlantis Stars');
    expect(server.team.name).toBe('Atlantis Others');

    await userEvent.click(within(team).getByRole('button', { name: 'Load current values (Team name)' }));
    await waitFor(() => expect(name).toHaveValue('Atlantis Others'));
    expect(within(team).queryByText(CHANGED_MEANWHILE)).not.toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, 'Atlantis Stars');
    await userEvent.click(within(team).getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.teamNameChanged }));
    expect(ifMatchOf(puts(rendered.calls, urlOfCall('editTeamBasics'))[1]!.init)).toBe('"5"');
    expect(server.team.name).toBe('Atlantis Stars');
  });

  it("saves the team's name after its arrival with the version the arrival moved to", async () => {
    let server: { team: Team } = { team: makeTeam() };
    const rendered = await renderEditTeam(
      {
        [`PUT ${urlOfCall('editTeamArrival')}`]: (init: RequestInit) =>
          teamEdit(server, (team, body) => ({ ...team, arrivalLocation: String(body.arrivalLocation) }))(init),
        [`PUT ${urlOfCall('editTeamBasics')}`]: (init: RequestInit) =>
          teamEdit(server, (team, body) => ({ ...team, name: String(body.name) }))(init),
      },
      makeTeam({ version: 7 }),
    );
    server = rendered.state;
    await userEvent.selectOptions(within(region('Arrival')).getByLabelText(/^Arrival location/), 'Other');
    await userEvent.click(within(region('Arrival')).getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.teamArrivalUpdated }));

    await userEvent.type(within(region('Team')).getByLabelText(/^Team name/), 's');
    await userEvent.click(within(region('Team')).getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.teamNameChanged }));
    expect(ifMatchOf(puts(rendered.calls, urlOfCall('editTeamArrival'))[0]!.init)).toBe('"7"');
    expect(ifMatchOf(puts(rendered.calls, urlOfCall('editTeamBasics'))[0]!.init)).toBe('"8"');
    expect(server.team).toMatchObject({ name: 'Atlantis Juniorss', arrivalLocation: 'Other', version: 9 });
  });

  it("keeps a contestant's typed name after a 412 and offers their current values", async () => {
    const ada = { ...contestant(1, 'Ada Lovelace'), version: 2 };
    const rendered = await renderEditTeam(
      { [`PUT ${urlOfCall('editContestant')}`]: () => problem(412, CHANGED_MEANWHILE) },
      makeTeam({ contestants: [ada, contestant(2, 'Alan Turing')] }),
    );
    const changedAda = { ...ada, personEditModel: { ...ada.personEditModel, fullName: 'Ada King' }, version: 3 };
    rendered.state.team = { ...rendered.state.team, contestants: [changedAda, contestant(2, 'Alan Turing')] };

    const card = screen.getByRole('article', { name: 'Ada Lovelace' });
    const name = within(card).getByLabelText(/^Full name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Ada Byron');
    await userEvent.click(within(card).getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(within(card).getByText(CHANGED_MEANWHILE)).toBeInTheDocument());
    expect(ifMatchOf(puts(rendered.calls, urlOfCall('editContestant'))[0]!.init)).toBe('"2"');
    expect(name).toHaveValue('Ada Byron');

    await userEvent.click(within(card).getByRole('button', { name: 'Load current values (Ada Lovelace)' }));
    const current = await screen.findByRole('article', { name: 'Ada King' });
    await waitFor(() => expect(within(current).getByLabelText(/^Full name/)).toHaveValue('Ada King'));
    expect(within(current).queryByText(CHANGED_MEANWHILE)).not.toBeInTheDocument();
  });

  it('sends no If-Match for a record the server gave no version', async () => {
    const { calls, state } = await renderEditTeam({ [`PUT ${urlOfCall('editTeamBasics')}`]: () => state.team });
    await userEvent.type(within(region('Team')).getByLabelText(/^Team name/), 's');
    await userEvent.click(within(region('Team')).getByRole('button', { name: /^Change/ }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: MESSAGES.teamNameChanged }));
    expect(ifMatchOf(puts(calls, urlOfCall('editTeamBasics'))[0]!.init)).toBeUndefined();
  });
});
