import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall } from './api';
import { ADMIN } from './env';
import { PNG_FLAG } from './images';
import { logIn } from './login';

/** The administrator's token, for setting up data through the api. */
export async function adminToken(page: Page): Promise<string> {
  const { token } = await apiCall<{ token: string }>(page.request, 'logIn', { data: { email: ADMIN.email, password: ADMIN.password } });
  return token;
}

/**
 * A new country with its own TeamRegistrator, logged in on the given page: a country
 * that has no team yet, so that Add Team is offered.
 */
export async function newCountryRegistrator(page: Page, countryName: string) {
  const token = await adminToken(page);
  const country = await apiCall<{ id: string }>(page.request, 'createCountry', {
    token,
    data: { name: countryName, flagImage: PNG_FLAG.buffer.toString('base64') },
  });
  const user = {
    email: `${countryName.toLowerCase().replace(/\W/g, '')}@example.com`,
    password: 'e2e-new-registrator',
    name: `${countryName} Registrator`,
  };
  await apiCall(page.request, 'registerUser', { token, data: { ...user, role: 'TeamRegistrator', countryId: country.id } });
  // This test's page, logged in as the new registrator instead of the project's one.
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await logIn(page, user.email, user.password);
  return { countryId: country.id, email: user.email };
}

/**
 * A country of a spec's own with its TeamRegistrator and a team (the create payload without its
 * country), made by the administrator through the api, so that the spec's edits never meet the
 * demo edition's data or another spec's.
 */
export async function countryWithTeam(
  request: APIRequestContext,
  {
    countryName,
    registrator,
    team,
  }: { countryName: string; registrator: { email: string; password: string; name: string }; team: Record<string, unknown> },
): Promise<{ countryId: string }> {
  const { token } = await apiCall<{ token: string }>(request, 'logIn', { data: { email: ADMIN.email, password: ADMIN.password } });
  const country = await apiCall<{ id: string }>(request, 'createCountry', {
    token,
    data: { name: countryName, flagImage: PNG_FLAG.buffer.toString('base64') },
  });
  await apiCall(request, 'registerUser', { token, data: { ...registrator, role: 'TeamRegistrator', countryId: country.id } });
  await apiCall(request, 'createTeam', { token, data: { ...team, countryId: country.id } });
  return { countryId: country.id };
}

interface Contest {
  id: string;
  endOfRegistrationDate: string;
  committees?: unknown;
  [field: string]: unknown;
}

/** Moves the contest's registration deadline (updateContest); returns the previous one. */
export async function setEndOfRegistration(page: Page, endOfRegistrationDate: string): Promise<string> {
  const token = await adminToken(page);
  const { committees: _committees, ...contest } = await apiCall<Contest>(page.request, 'readContest', { query: { year: 2025 } });
  await apiCall(page.request, 'updateContest', { params: { id: contest.id }, token, data: { ...contest, endOfRegistrationDate } });
  return contest.endOfRegistrationDate;
}

/**
 * A phone-sized photo (about 4000×3000, several megabytes of JPEG), drawn in the browser with
 * noise so that it does not compress away.
 */
export async function phonePhoto(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < image.data.length; i += 4) {
      image.data[i] = (i * 7) % 256;
      image.data[i + 1] = Math.random() * 256;
      image.data[i + 2] = Math.random() * 256;
      image.data[i + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.6));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return { name: 'phone-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** The pixel size of a base64 picture, decoded by the browser. */
export function pictureSize(page: Page, base64: string): Promise<{ width: number; height: number }> {
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes]));
    return { width: bitmap.width, height: bitmap.height };
  }, base64);
}

/** Chooses the registrator's first team with EDIT on their teams list, which opens Edit Team. */
export async function chooseTeamToEdit(page: Page) {
  await page.goto('/listTeams');
  await page
    .getByRole('button', { name: /^EDIT / })
    .first()
    .click();
  await expect(page).toHaveURL('/editTeam');
}
