import { notify, snacks } from '../snack-store.js';

describe('snack messages', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    snacks.dismiss();
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
