import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROUTES } from '../routes';
import { pathOf, urlOf } from '../url';
import { API } from '../../routes/api-urls';

const ROOT = join(__dirname, '../../../..');
/** The one file that writes API paths. */
const ROUTE_TABLE = 'shared/src/contract/routes.ts';
/**
 * Paths that are no call of the contract: the interactive reference (Swagger UI's page and its
 * assets), served beside the OpenAPI document.
 */
const OPERATIONAL = new Set(['/api/docs']);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('__tests__'))
    .map((file) => join(dir, file));
}

/** String and template literals that begin with an API path: '/api/Country', `/api/Team/${id}`. */
function apiPathLiterals(text: string): string[] {
  return [...text.matchAll(/['"`](\/api\/[A-Za-z][^'"`$?]*)/g)].map((match) => match[1]!);
}

describe('the contract writes every API path once', () => {
  it('leaves no API path in shared/src or api/src outside contract/routes.ts', () => {
    const found = [...sourceFiles('shared/src'), ...sourceFiles('api/src')]
      .filter((file) => relative(ROOT, join(ROOT, file)) !== ROUTE_TABLE)
      .flatMap((file) =>
        apiPathLiterals(readFileSync(join(ROOT, file), 'utf8'))
          .filter((path) => !OPERATIONAL.has(path))
          .map((path) => `${file}: ${path}`),
      );
    expect(found).toEqual([]);
  });

  it('catches a path written elsewhere', () => {
    expect(apiPathLiterals("const url = '/api/Country';\nconst team = `/api/Team/${id}`;")).toEqual(['/api/Country', '/api/Team/']);
  });

  it('names each method and path once', () => {
    const routes = Object.values(ROUTES).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('URLs built from the contract', () => {
  it("fills a path's params and adds the query", () => {
    expect(pathOf(ROUTES.removeLeader.path, { teamId: 't1', leaderId: 'l2' })).toBe('/api/Leader/team/t1/leader/l2');
    expect(urlOf(ROUTES.readPeopleOfCountry.path, { role: 'GUEST', x: 'c1' }, { contestId: 'k1' })).toBe('/api/Person/role/GUEST/c1?contestId=k1');
    expect(urlOf(ROUTES.readStatistics.path, {}, { year: 2025, other: undefined })).toBe('/api/Contest/statistics?year=2025');
  });

  it('keeps the URLs the front end has always called', () => {
    const id = '5b1d2c3e-0000-4000-8000-000000000001';
    expect(API.country(id)).toBe(`/api/Country/${id}`);
    expect(API.resetPassword(id)).toBe(`/api/Identity/${id}/resetPassword`);
    expect(API.guideTeam('g', 't')).toBe('/api/Guide/g/t');
    expect(API.countryGuests('c', 'k')).toBe('/api/Person/role/GUEST/c?contestId=k');
    expect(API.importSeatings(2025)).toBe('/api/Contestant/import/seatings/csv/2025');
    expect(API.committees('k')).toBe('/api/Contest/k/committees');
    expect(API.login).toBe('/api/Identity/Login');
  });
});
