import { historyQueryOf, pageCount, withFilter } from '../history-filters';

describe('historyQueryOf', () => {
  it('keeps the filters given, drops empty and unknown ones, and starts at page 1', () => {
    const search = new URLSearchParams('teamId=t1&entity=team&userId=&from=2025-08-01&page=3&other=x');
    expect(historyQueryOf(search)).toEqual({ teamId: 't1', entity: 'team', from: '2025-08-01', page: 3 });
    expect(historyQueryOf(new URLSearchParams('entity=nonsense&page=-2'))).toEqual({ page: 1 });
  });
});

describe('withFilter', () => {
  it('sets or removes one filter and goes back to the first page', () => {
    const search = new URLSearchParams('teamId=t1&page=4');
    expect(withFilter(search, 'entity', 'person').toString()).toBe('teamId=t1&entity=person');
    expect(withFilter(search, 'teamId', '').toString()).toBe('');
  });
});

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
