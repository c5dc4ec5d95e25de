import { expect, type Page } from '@playwright/test';
import { firstScreenBudgets } from '../../support/first-screen-budget';

/** Edit Team shows the team chosen with EDIT on the teams list. */
async function chooseTeam(page: Page) {
  await page.goto('/listTeams');
  await page
    .getByRole('button', { name: /^EDIT / })
    .first()
    .click();
  await expect(page).toHaveURL('/editTeam');
  await page.waitForLoadState('networkidle');
}

firstScreenBudgets(
  'A registrator',
  { '/': 161, '/listGuests': 149, '/addGuest': 169, '/addTeam': 172, '/editTeam': 174, '/listTeams': 151, '/history': 150 },
  { '/editTeam': chooseTeam },
);
