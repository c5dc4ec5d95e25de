import { matchesQuery, searchPage } from '../search-pages';

const countries = Array.from({ length: 60 }, (_, index) => `Country ${index + 1}`);
const same = (text: string) => text;

describe('matchesQuery', () => {
  it('finds every word in any order, ignoring case and accents', () => {
    expect(matchesQuery('São Tomé and Príncipe – Team A', 'principe sao')).toBe(true);
    expect(matchesQuery('Bulgaria – Alpha', 'BULGARIA beta')).toBe(false);
    expect(matchesQuery('anything', '   ')).toBe(true);
  });
});

describe('searchPage', () => {
  it('cuts the list into pages and says where the shown page starts', () => {
    const second = searchPage(countries, '', same, 2, 25);
    expect(second.pageCount).toBe(3);
    expect(second.page).toBe(2);
    expect(second.first).toBe(25);
    expect(second.pageItems[0]).toBe('Country 26');
    expect(second.pageItems).toHaveLength(25);
    expect(searchPage(countries, '', same, 3, 25).pageItems).toHaveLength(10);
    expect(second.matches).toBe(countries);
  });

  it('searches before paging, and shows the last page when the asked one is past the end', () => {
    const found = searchPage(countries, '5 country', same, 5, 25);
    expect(found.matches).toEqual([
      'Country 5',
      'Country 15',
      'Country 25',
      'Country 35',
      'Country 45',
      'Country 50',
      'Country 51',
      'Country 52',
      'Country 53',
      'Country 54',
      'Country 55',
      'Country 56',
      'Country 57',
      'Country 58',
      'Country 59',
    ]);
    expect(found.page).toBe(1);
    expect(found.pageCount).toBe(1);
  });

  it('reads "page 1 of 1" when nothing matches', () => {
    const none = searchPage(countries, 'atlantis', same, 1, 25);
    expect(none).toMatchObject({ matches: [], pageItems: [], page: 1, pageCount: 1, first: 0 });
  });
});
