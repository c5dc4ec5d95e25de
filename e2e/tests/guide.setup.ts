import { test as setup } from '@playwright/test';
import { apiCall } from '../support/api';
import { GUIDE } from '../support/env';
import { adminToken, type Guide } from '../support/guide';
import { logIn } from '../support/login';

setup('create a Guide user with a guide record and a junior and a senior demo team handed over to them', async ({ page }) => {
  const token = await adminToken(page.request);
  const user = await apiCall<{ id: string }>(page.request, 'registerUser', {
    token,
    data: { email: GUIDE.email, name: GUIDE.name, password: GUIDE.password, role: 'Guide' },
  });
  const guide = await apiCall<{ id: string }>(page.request, 'createGuide', {
    token,
    data: { person: { fullName: GUIDE.name, roles: ['GUIDE'] }, userId: user.id, phoneNumber: GUIDE.phone },
  });
  // Every demo team has a guide: the organisers move one junior and one senior team over.
  const guides = await apiCall<Guide[]>(page.request, 'readGuides', { token });
  const assigned = guides.flatMap((owner) => owner.teams.map((team) => ({ owner, team })));
  for (const group of ['Junior', 'Senior'] as const) {
    const { owner, team } = assigned.find(({ team }) => team.group === group && team.contestants.length > 0)!;
    await apiCall(page.request, 'removeGuideTeam', { params: { guideId: owner.id, teamId: team.id }, token });
    await apiCall(page.request, 'assignGuideTeams', { params: { guideId: guide.id }, token, data: [{ id: team.id }] });
  }
  await logIn(page, GUIDE.email, GUIDE.password);
  await page.context().storageState({ path: '.auth/guide.json' });
});
