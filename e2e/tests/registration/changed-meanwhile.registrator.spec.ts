import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';
import { ADMIN, BASE_URL } from '../../support/env';
import { logIn } from '../../support/login';

/**
 * Edit Team when someone else changes the team meanwhile (another tab, the country's other
 * computer, an Administrator): the save is refused instead of overwriting their change, the user
 * is told, keeps what they typed and may load the current values. The country, its registrator
 * and its team are made for this spec alone.
 */
const EDITOR = { email: 'changed-meanwhile-registrator@example.com', password: 'e2e-meanwhile-password', name: 'Mia Meanwhile' };
const TEAM_NAME = 'Meanwhile Trial';
const CHANGED = 'This record was changed meanwhile by someone else.';

interface TeamRead {
  id: string;
  name: string;
  group: string;
  contestants: {
    id: string;
    teamId: string;
    personId: string;
    dateOfBirth: string;
    operatingSystemName: string;
    personEditModel: { fullName: string };
  }[];
}

const person = (fullName: string, tShirtSize: string) => ({ fullName, tShirtSize });

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ storageState: { cookies: [], origins: [] } });

let countryId = '';

async function adminRequest(playwright: { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } }) {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const { token } = await apiCall<{ token: string }>(request, 'logIn', { data: { email: ADMIN.email, password: ADMIN.password } });
  return { request, token };
}

test.beforeAll(async ({ playwright }) => {
  const { request, token } = await adminRequest(playwright);
  countryId = (await apiCall<{ id: string }>(request, 'createCountry', { token, data: { name: 'Meanwhile Land' } })).id;
  await apiCall(request, 'registerUser', { token, data: { ...EDITOR, role: 'TeamRegistrator', countryId } });
  await apiCall(request, 'createTeam', {
    token,
    data: {
      name: TEAM_NAME,
      countryId,
      leaderCreateModel: { leaderPerson: person('Lena Leader', 'L'), leaderEmail: 'lena@example.org', leaderPhoneNumber: '+359888000001' },
      hasDeputyLeader: false,
      contestants: [
        { contestant: { dateOfBirth: '2011-03-04', operatingSystemName: 'Linux', contestantPerson: person('Ada Lovelace', 'M') } },
      ],
      timeOfArrival: '2025-08-28T10:00',
      arrivalLocation: 'Sofia Airport',
      timeOfDeparture: '2025-09-03T18:00',
      departureLocation: 'Sofia Airport',
    },
  });
  await request.dispose();
});

/** Changes the team's name and its contestant's through the api, as someone else would. */
async function changeBehindTheBack(playwright: Parameters<typeof adminRequest>[0], teamName: string, contestantName: string) {
  const { request, token } = await adminRequest(playwright);
  const [team] = await apiCall<TeamRead[]>(request, 'readCountryTeams', { params: { countryId }, token });
  await apiCall(request, 'editTeamBasics', { token, data: { id: team!.id, name: teamName, teamGroup: team!.group, isOfficial: true } });
  const contestant = team!.contestants[0]!;
  await apiCall(request, 'editContestant', {
    token,
    data: {
      id: contestant.id,
      teamId: contestant.teamId,
      personId: contestant.personId,
      isOffical: true,
      dateOfBirth: contestant.dateOfBirth,
      operatingSystemName: contestant.operatingSystemName,
      hasPersonForContact: false,
      personEditModel: person(contestantName, 'M'),
    },
  });
  await request.dispose();
}

async function openEditTeam(page: Page) {
  await logIn(page, EDITOR.email, EDITOR.password);
  await page.getByRole('button', { name: 'List and Edit Teams' }).click();
  await page.getByRole('button', { name: `EDIT ${TEAM_NAME}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Team' })).toBeVisible();
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a save over a change made meanwhile is refused, keeps the typed value and offers the current values', async ({
  page,
  playwright,
}) => {
  await openEditTeam(page);
  const team = region(page, 'Team');
  const teamName = team.getByLabel('Team name');
  await expect(teamName).toHaveValue(TEAM_NAME);
  const card = region(page, 'Contestants').getByRole('article');
  await expect(card.getByLabel('Full name')).toHaveValue('Ada Lovelace');

  await changeBehindTheBack(playwright, 'Meanwhile Others', 'Ada King');

  await teamName.fill('Meanwhile Stars');
  await team.getByRole('button', { name: /^Change/ }).click();
  await expect(page.getByText(`Error! ${CHANGED}`, { exact: true })).toBeVisible();
  await expect(team.getByText(CHANGED, { exact: true })).toBeVisible();
  await expect(teamName).toHaveValue('Meanwhile Stars');
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }

  await team.getByRole('button', { name: 'Load current values (Team name)' }).click();
  await expect(teamName).toHaveValue('Meanwhile Others');
  await expect(team.getByText(CHANGED, { exact: true })).toBeHidden();
  await teamName.fill('Meanwhile Stars');
  await team.getByRole('button', { name: /^Change/ }).click();
  await expect(page.getByText('Team Name and Group is changed successfully!', { exact: true })).toBeVisible();

  // The contestant's form still holds the values it was loaded with: its save meets the other change too.
  await card.getByLabel('Full name').fill('Ada Byron');
  await card.getByRole('button', { name: /^Change/ }).click();
  await expect(card.getByText(CHANGED, { exact: true })).toBeVisible();
  await expect(card.getByLabel('Full name')).toHaveValue('Ada Byron');
  await card.getByRole('button', { name: /^Load current values/ }).click();
  await expect(card.getByLabel('Full name')).toHaveValue('Ada King');
  await expect(card.getByText(CHANGED, { exact: true })).toBeHidden();

  await page.reload();
  await expect(region(page, 'Team').getByLabel('Team name')).toHaveValue('Meanwhile Stars');
  await expect(page.getByRole('article', { name: 'Ada King' })).toBeVisible();
});
