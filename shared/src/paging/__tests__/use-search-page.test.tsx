import { act, renderHook } from '@testing-library/react';
import { useSearchPage } from '../use-search-page';

const names = (count: number) => Array.from({ length: count }, (_, index) => `Name ${index + 1}`);
const same = (text: string) => text;

describe('useSearchPage', () => {
  it('starts again from the first page when the query changes', () => {
    const { result } = renderHook(() => useSearchPage(names(60), same));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    expect(result.current.drawn).toEqual(names(60).slice(50));
    act(() => result.current.setQuery('name'));
    expect(result.current.page).toBe(1);
  });

  it('draws every match while the page is printed, and the shown page again after', () => {
    const { result } = renderHook(() => useSearchPage(names(60), same));
    expect(result.current.drawn).toEqual(names(25));
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(result.current.drawn).toEqual(names(60));
    act(() => result.current.setPage(2));
    expect(result.current.drawn).toEqual(names(60));
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(result.current.drawn).toEqual(names(50).slice(25));
  });

  it('reveals a row on its page once the list holds it, clearing a search that hides it', () => {
    const { result, rerender } = renderHook(({ items }) => useSearchPage(items, same), { initialProps: { items: names(30) } });
    act(() => result.current.setQuery('Name 2'));
    act(() => result.current.reveal((name) => name === 'Name 31'));
    expect(result.current.query).toBe('');
    expect(result.current.page).toBe(1);
    rerender({ items: names(31) });
    expect(result.current.page).toBe(2);
    expect(result.current.pageItems).toContain('Name 31');
  });
});
