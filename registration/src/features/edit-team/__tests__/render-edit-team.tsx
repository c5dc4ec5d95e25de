import { screen } from '@testing-library/react';
import { type EditTeamFocus, teamSelection, urlOfCall } from '@olympiad/shared';
import type { Team } from '@olympiad/shared/schemas';
import { Route, Routes } from '@olympiad/shared/router';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { ownCountryRead } from '../../../testing/own-country';
import { EditTeamPage } from '../edit-team-page';
import { COUNTRY_ID, DEPUTY, ENUMS, LEADER, makeTeam, SPARE, TEAM_ID } from './edit-team-fixtures';

type Answer = unknown | ((init: RequestInit) => unknown);

/**
 * /editTeam, beside where a user without a chosen team is sent: home for a registrator, `away`
 * (the control panel's Teams section) for an Administrator; opened at a block with `focus`.
 */
export function renderEditTeamRoute(away = { path: '/', text: 'Home page' }, focus?: EditTeamFocus) {
  renderWithProviders(
    <Routes>
      <Route path="/editTeam" element={<EditTeamPage />} />
      <Route path={away.path} element={<p>{away.text}</p>} />
    </Routes>,
    { route: focus ? { pathname: '/editTeam', state: focus } : '/editTeam' },
  );
}

/**
 * Edit Team for a logged-in registrator whose team is selected, against a fake server holding
 * `state.team`; `writes` answer the calls under test (and may change the team). `focus`: the
 * block a link opens it at.
 */
export async function renderEditTeam(writes: Record<string, Answer> = {}, team: Team = makeTeam(), focus?: EditTeamFocus) {
  const state = { team };
  logInAs('TeamRegistrator', 'Rita Registrator', COUNTRY_ID);
  teamSelection.select(TEAM_ID);
  const server = mockFetch({
    [`GET ${urlOfCall('readCountryTeams', { params: { countryId: COUNTRY_ID } })}`]: () => [state.team],
    [`GET ${urlOfCall('readCountryLeaders', { params: { countryId: COUNTRY_ID } })}`]: [LEADER, DEPUTY, SPARE],
    [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
    ...ownCountryRead(COUNTRY_ID),
    ...writes,
  });
  renderEditTeamRoute(undefined, focus);
  await screen.findByRole('heading', { level: 2, name: 'Contestants' });
  return { ...server, state };
}

export const region = (name: string) => screen.getByRole('region', { name });
