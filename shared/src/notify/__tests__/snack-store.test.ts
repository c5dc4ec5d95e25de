import { ApiError, failureText } from '../../http/api-error.js';
import { notify, snacks } from '../snack-store.js';

describe('snack messages', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a success or error message', () => {
    notify.success('Country has been created successfully!');
    expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: 'Country has been created successfully!' });
    notify.error('Error!');
    expect(snacks.getCurrent()).toMatchObject({ status: 'error', text: 'Error!' });
  });

  it('dismisses itself after 5 seconds', () => {
    notify.success('Saved');
    jest.advanceTimersByTime(4999);
    expect(snacks.getCurrent()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(snacks.getCurrent()).toBeNull();
  });

  it('a new message replaces the open one and gets its own 5 seconds', () => {
    notify.success('First');
    jest.advanceTimersByTime(3000);
    notify.error('Second');
    expect(snacks.getCurrent()?.text).toBe('Second');
    jest.advanceTimersByTime(3000);
    expect(snacks.getCurrent()?.text).toBe('Second');
    jest.advanceTimersByTime(2000);
    expect(snacks.getCurrent()).toBeNull();
  });

  it('tells subscribers about every change', () => {
    const listener = jest.fn();
    const stop = snacks.subscribe(listener);
    notify.success('One');
    snacks.dismiss();
    stop();
    notify.success('Two');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('the snack of a failed call', () => {
  const problem = (status: number, detail?: string) => new ApiError({ type: 'about:blank', title: 'Refused', status, detail });

  it("keeps the spec's message and adds the server's reason after it", () => {
    notify.failure(problem(409, 'Your country already has a team: change it from List and Edit Teams.'), 'Error!');
    expect(snacks.getCurrent()).toMatchObject({
      status: 'error',
      text: 'Error! Your country already has a team: change it from List and Edit Teams.',
    });
    expect(failureText(problem(409), 'Error!')).toBe('Error!');
    expect(failureText(new TypeError('Failed to fetch'), 'Error!')).toBe('Error!');
  });

  it("is the server's reason alone without a message of the spec", () => {
    expect(failureText(problem(400, 'One or more fields are invalid.'))).toBe('One or more fields are invalid.');
    expect(failureText(new TypeError('Failed to fetch'))).toBe('Error!');
  });

  it('shows nothing for a 401: the user is logged out silently', () => {
    notify.failure(problem(401, 'Authentication is required.'), 'Error!');
    expect(snacks.getCurrent()).toBeNull();
  });
});
