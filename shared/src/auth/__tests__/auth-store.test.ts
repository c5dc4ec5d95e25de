import { fakeToken } from '../../testing/index.js';
import { AUTH_EVENT, auth } from '../auth-store.js';

const response = {
  token: fakeToken({ role: 'TeamRegistrator', unique_name: 'reg@example.com' }),
  id: '11111111-1111-1111-1111-111111111111',
  name: 'Maria Petrova',
  username: 'reg@example.com',
  countryId: '22222222-2222-2222-2222-222222222222',
};

describe('auth store', () => {
  afterEach(() => auth.logout());

  it('stores the token and the user record as id;name;username;countryId', () => {
    auth.login(response);
    expect(localStorage.getItem('token')).toBe(response.token);
    expect(localStorage.getItem('user')).toBe(
      '11111111-1111-1111-1111-111111111111;Maria Petrova;reg@example.com;22222222-2222-2222-2222-222222222222',
    );
  });

  it('reads the role and e-mail from the token claims', () => {
    auth.login(response);
    expect(auth.getState()).toMatchObject({
      isLoggedIn: true,
      role: 'TeamRegistrator',
      email: 'reg@example.com',
      user: { name: 'Maria Petrova', countryId: response.countryId },
    });
  });

  it('is logged out without a username even when a token is stored', () => {
    auth.login({ ...response, username: '' });
    expect(auth.getState().isLoggedIn).toBe(false);
  });

  it('announces logged-in and logged-out, and logout removes both records', () => {
    const events: string[] = [];
    const stop = auth.subscribe((event) => events.push(event));
    const windowEvents: string[] = [];
    const onAuth = (e: Event) => windowEvents.push((e as CustomEvent).detail);
    window.addEventListener(AUTH_EVENT, onAuth);
    auth.login(response);
    auth.logout();
    stop();
    window.removeEventListener(AUTH_EVENT, onAuth);
    expect(events).toEqual(['logged-in', 'logged-out']);
    expect(windowEvents).toEqual(['logged-in', 'logged-out']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(auth.getState().isLoggedIn).toBe(false);
  });

  it('forgets the user for the server too: the cookie naming them goes with a logout, even unheard by the server', () => {
    // As the login answer sets it beside the HttpOnly session (docs/decisions.md).
    document.cookie = `olympiad-user=${response.id}; path=/`;
    auth.login(response);
    expect(document.cookie).toContain(`olympiad-user=${response.id}`);
    auth.logout();
    expect(document.cookie).not.toContain('olympiad-user');
  });

  it('follows a logout made in another tab', () => {
    auth.login(response);
    const events: string[] = [];
    const stop = auth.subscribe((event) => events.push(event));
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    stop();
    expect(events).toEqual(['logged-out']);
    expect(auth.getState().isLoggedIn).toBe(false);
  });

  it('treats an undecodable token as logged out', () => {
    localStorage.setItem('token', 'not-a-jwt');
    localStorage.setItem('user', 'id;Name;user;');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(auth.getState().isLoggedIn).toBe(false);
  });
});
