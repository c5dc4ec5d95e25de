import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from '@olympiad/shared/router';
import { useTopOfNewPage } from '../use-top-of-new-page';

let navigate: ReturnType<typeof useNavigate>;
/** The router's navigate, handed to the test once rendered. */
function Pages() {
  const go = useNavigate();
  useEffect(() => {
    navigate = go;
  }, [go]);
  useTopOfNewPage();
  return null;
}

describe('a new page opens at its top', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    window.scrollTo = scrollTo;
    scrollTo.mockClear();
  });

  it('scrolls to the top on a link or a redirect to another page, not on first load', () => {
    render(
      <MemoryRouter initialEntries={['/addGuest']}>
        <Pages />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/listGuests'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    act(() => navigate('/', { replace: true }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the place on the same page (a filter in the address), going back, and for a link to a part of a page', () => {
    render(
      <MemoryRouter initialEntries={['/controlPanel/history']}>
        <Pages />
      </MemoryRouter>,
    );
    act(() => navigate('/controlPanel/history?user=1', { replace: true }));
    act(() => navigate('/editTeam#leader'));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/listGuests'));
    scrollTo.mockClear();
    act(() => navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
