import { urlOfCall } from '@olympiad/shared';
import type { PeoplePage, Person } from '@olympiad/shared/schemas';
import { mockFetch } from '@olympiad/shared/testing';

/**
 * A stand-in for the server's readPeoplePage over `people`, given in the server's order: keeps a
 * day's arrivals and the people holding every word of the search, answers the page asked for, and
 * records each query. Other calls are `others`, as mockFetch takes them.
 */
export function servePeople(people: readonly Person[], others: Parameters<typeof mockFetch>[0] = {}) {
  const { calls } = mockFetch(others);
  const otherCalls = globalThis.fetch;
  const asked: URLSearchParams[] = [];
  const path = urlOfCall('readPeoplePage');
  const days = [...new Set(people.map((person) => person.timeOfArrival?.slice(0, 10)).filter((day): day is string => Boolean(day)))].sort();

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== path) return otherCalls(input, init);
    const query = url.searchParams;
    asked.push(query);
    const day = query.get('arrivalDay');
    const words = (query.get('search') ?? '').toLowerCase().split(' ').filter(Boolean);
    const text = (person: Person) =>
      [person.fullName, person.country?.name, ...person.roles, person.arrivalLocation, person.departureLocation].join(' ').toLowerCase();
    const matches = people.filter(
      (person) => (!day || person.timeOfArrival?.startsWith(day)) && words.every((word) => text(person).includes(word)),
    );
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 25);
    const answer: PeoplePage = {
      people: matches.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      total: matches.length,
      arrivalDays: days,
    };
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { asked, calls };
}
