import type { Page } from '@playwright/test';
import { firstScreenBudgets } from '../../support/first-screen-budget';
import { chooseTeamToEdit } from '../../support/registration';

/** Edit Team shows the team chosen with EDIT on the teams list: chosen, and its scripts settled, before it is opened afresh. */
async function chooseTeam(page: Page) {
  await chooseTeamToEdit(page);
  await page.waitForLoadState('networkidle');
}

firstScreenBudgets(
  'A registrator',
  {
    '/': 162,
    '/listGuests': 149,
    '/addGuest': 169,
    '/addTeam': 172,
    '/editTeam': 174,
    '/listTeams': 151,
    '/history': 150,
    '/invitationLetters': 170,
    '/stay': 172,
  },
  { '/editTeam': chooseTeam },
);
