import { test as setup } from '@playwright/test';
import { apiCall } from '../support/api';
import { ADMIN, REGISTRATOR } from '../support/env';
import { logIn } from '../support/login';

interface Team {
  countryId: string;
  group: string;
}

setup('create a team registrator for a demo country that has a junior and a senior team', async ({ page }) => {
  const { token } = await apiCall<{ token: string }>(page.request, 'logIn', { data: { email: ADMIN.email, password: ADMIN.password } });
  const teams = await apiCall<Team[]>(page.request, 'readTeams');
  const seniorCountries = new Set(teams.filter((t) => t.group === 'Senior').map((t) => t.countryId));
  const countryId = teams.find((t) => t.group === 'Junior' && seniorCountries.has(t.countryId))!.countryId;
  await apiCall(page.request, 'registerUser', {
    token,
    data: { ...REGISTRATOR, role: 'TeamRegistrator', countryId },
  });
  await logIn(page, REGISTRATOR.email, REGISTRATOR.password);
  await page.context().storageState({ path: '.auth/registrator.json' });
});
