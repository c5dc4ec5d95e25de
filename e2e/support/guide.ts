import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall, urlOfCall } from './api';
import { ADMIN } from './env';

interface GuideTeam {
  id: string;
  name: string;
  group: 'Junior' | 'Senior';
  contestants: { id: string; personEditModel: { fullName: string } }[];
}
export interface Guide {
  id: string;
  userId: string | null;
  person: { fullName: string };
  teams: GuideTeam[];
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const { token } = await apiCall<{ token: string }>(request, 'logIn', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  return token;
}

/** The logged-in user's id, as the shell stores it (id;name;username;countryId). */
export async function loggedInUserId(page: Page): Promise<string> {
  return page.evaluate(() => (localStorage.getItem('user') ?? '').split(';')[0]!);
}

/** Uploads a seatings file the way the control panel's Export/Import does (form field `file`). */
export async function importSeatings(
  request: APIRequestContext,
  token: string,
  rows: { contestantId: string; day: 1 | 2; seat: string }[],
) {
  await request.get(urlOfCall('readReadiness'));
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const csv = ['contestantId,day,seatingPlace', ...rows.map((row) => `${row.contestantId},${row.day},${row.seat}`)].join('\r\n');
  const response = await request.fetch(urlOfCall('importSeatings', { year: 2025 }), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf },
    multipart: { file: { name: 'seatings.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\r\n`) } },
  });
  if (!response.ok()) throw new Error(`the seatings import answered ${response.status()}: ${await response.text()}`);
}
