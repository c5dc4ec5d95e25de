// Signed-in sessions for the benchmarks: a user of each role on the demo edition, created through
// the api as the control panel would, and the two values the shell keeps in localStorage.
import { requestOf } from './calls.mjs';

/** Calls the api as the front end does: the XSRF cookie echoed in its header, the bearer token. */
async function apiCall(base, request, token, body) {
  const response = await send(base, request, token, body);
  return response.status === 204 ? null : response.json();
}

async function send(base, { method, url }, token, body) {
  const health = await fetch(`${base}${requestOf('readReadiness').url}`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { 'X-XSRF-TOKEN': xsrf, Cookie: `XSRF-TOKEN=${xsrf}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * Logs in as the login form does: the shell's localStorage after it (shared/src/auth/stored-session.ts)
 * and the cookies the answer sets (the session the server draws pages for, docs/decisions.md).
 */
async function logIn(base, credentials) {
  const response = await send(base, requestOf('logIn'), undefined, credentials);
  const cookies = response.headers.getSetCookie().map((cookie) => {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), httpOnly: /;\s*httponly/i.test(cookie) };
  });
  const login = await response.json();
  return { local: { token: login.token, user: [login.id, login.name, login.username, login.countryId ?? ''].join(';') }, cookies };
}

/**
 * Logs in as `role` on the demo edition and answers what a browser keeps for it (`local`, its
 * localStorage, and the login's `cookies`). A TeamRegistrator gets `countryId`, by default a demo
 * country with a team (`'new'`: a new country without one); a Guide gets the teams of the first
 * demo guide.
 * @param {string} base
 * @param {'Administrator' | 'TeamRegistrator' | 'Guide'} role
 * @param {{ email: string, password: string }} admin
 * @param {{ countryId?: string }} [options]
 */
export async function sessionOf(base, role, admin, { countryId } = {}) {
  const administrator = await logIn(base, admin);
  if (role === 'Administrator') return administrator;
  const { token } = administrator.local;
  const user = { email: `bench-${role.toLowerCase()}-${Date.now()}@example.com`, password: 'bench-user-password', name: `Bench ${role}` };
  if (role === 'TeamRegistrator') {
    const country =
      countryId === 'new'
        ? (await apiCall(base, requestOf('createCountry'), token, { name: `Benchland ${String.fromCharCode(97 + (Date.now() % 26))}` })).id
        : (countryId ?? (await apiCall(base, requestOf('readTeams')))[0].countryId);
    await apiCall(base, requestOf('registerUser'), token, { ...user, role, countryId: country });
  } else {
    const created = await apiCall(base, requestOf('registerUser'), token, { ...user, role });
    const guide = await apiCall(base, requestOf('createGuide'), token, {
      person: { fullName: user.name, roles: ['GUIDE'] },
      userId: created.id,
    });
    const guides = await apiCall(base, requestOf('readGuides'), token);
    const owner = guides.find((other) => other.teams.length > 0);
    for (const team of owner?.teams ?? []) {
      await apiCall(base, requestOf('removeGuideTeam', { guideId: owner.id, teamId: team.id }), token);
      await apiCall(base, requestOf('assignGuideTeams', { guideId: guide.id }), token, [{ id: team.id }]);
    }
  }
  return logIn(base, { email: user.email, password: user.password });
}
