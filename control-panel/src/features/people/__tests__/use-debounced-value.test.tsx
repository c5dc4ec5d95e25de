import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../components/use-debounced-value';

describe('a search sent once typing pauses', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the value once it has stayed the same for the pause, and an emptied one at once', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    rerender({ value: 'a' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'an' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('an');
    rerender({ value: '' });
    expect(result.current).toBe('');
    rerender({ value: 'b' });
    expect(result.current).toBe('');
  });
});
