import { pageCountOf, peopleQuery } from '../components/people-query';

describe("the People section's read", () => {
  it('sends the page, and a filter only when it is set, the search without stray spaces', () => {
    expect(peopleQuery(1, '', '')).toEqual({ page: 1 });
    expect(peopleQuery(3, '2025-08-28', '')).toEqual({ page: 3, arrivalDay: '2025-08-28' });
    expect(peopleQuery(1, '', '  ana   pop ')).toEqual({ page: 1, search: 'ana pop' });
    expect(peopleQuery(1, '', '   ')).toEqual({ page: 1 });
  });

  it('counts at least one page', () => {
    expect([pageCountOf(0, 25), pageCountOf(25, 25), pageCountOf(26, 25)]).toEqual([1, 1, 2]);
  });
});
