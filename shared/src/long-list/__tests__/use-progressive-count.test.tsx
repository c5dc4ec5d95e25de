import { act, renderHook } from '@testing-library/react';
import { useProgressiveCount } from '../use-progressive-count';

const SIX = { first: 6, step: 6 };

describe('useProgressiveCount', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the first screen at once and the rest step by step until all are shown', () => {
    const { result } = renderHook(() => useProgressiveCount(20, SIX));
    expect(result.current).toBe(6);
    act(() => jest.advanceTimersByTime(0));
    expect(result.current).toBe(12);
    for (let step = 0; step < 3; step++) act(() => jest.advanceTimersByTime(0));
    expect(result.current).toBe(20);
  });

  it('shows every row at once when asked, with nothing left for idle time', () => {
    const { result, rerender } = renderHook(({ all }) => useProgressiveCount(20, { ...SIX, all }), { initialProps: { all: false } });
    expect(result.current).toBe(6);
    rerender({ all: true });
    expect(result.current).toBe(20);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('never shows more than there are, also when the list shrinks', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, SIX), { initialProps: { total: 3 } });
    expect(result.current).toBe(3);
    rerender({ total: 1 });
    expect(result.current).toBe(1);
  });
});

describe('useProgressiveCount of a list that arrives later', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a first screen as soon as the rows are there', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, SIX), { initialProps: { total: 0 } });
    expect(result.current).toBe(0);
    rerender({ total: 20 });
    expect(result.current).toBe(6);
  });
});
