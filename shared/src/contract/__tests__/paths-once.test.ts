import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CALL_PATHS, urlOfCall } from '../../api/call-paths';
import { CONTRACT, CONTRACT_KEYS, callPathsOf } from '../index';
import { pathOf, urlOf } from '../url';

const ROOT = join(__dirname, '../../../..');
/** The contract's entries: the one place a call's path is written. */
const CONTRACT_DIR = 'shared/src/contract/';
/**
 * Paths that are no call of the contract: the interactive reference (Swagger UI's page and its
 * assets), served beside the OpenAPI document.
 */
const OPERATIONAL = new Set(['/api/docs']);
const SOURCES = ['shared/src', 'api/src', 'shell/src', 'public-site/src', 'control-panel/src', 'registration/src', 'guide/src'];

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
  it("leaves no API path in the api's or the apps' code outside the contract's entries", () => {
    const found = SOURCES.flatMap(sourceFiles)
      .filter((file) => !file.startsWith(CONTRACT_DIR))
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
    const routes = CONTRACT_KEYS.map((key) => `${CONTRACT[key].method} ${CONTRACT[key].path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe("the pages' call table", () => {
  it("holds every call's method and path, and nothing else of its entry", () => {
    const table = callPathsOf(CONTRACT);
    expect(Object.keys(table)).toEqual(CONTRACT_KEYS);
    for (const key of CONTRACT_KEYS) expect(table[key]).toStrictEqual({ method: CONTRACT[key].method, path: CONTRACT[key].path });
  });

  it('is what the unit tests call through, as the builds define it', () => {
    expect(CALL_PATHS).toStrictEqual(callPathsOf(CONTRACT));
  });
});

describe('URLs built from the contract', () => {
  it("fills a path's params and adds the query", () => {
    expect(pathOf(CONTRACT.removeLeader.path, { teamId: 't1', leaderId: 'l2' })).toBe('/api/Leader/team/t1/leader/l2');
    expect(urlOf(CONTRACT.readPeopleOfCountry.path, { role: 'GUEST', x: 'c1' }, { contestId: 'k1' })).toBe(
      '/api/Person/role/GUEST/c1?contestId=k1',
    );
    expect(urlOf(CONTRACT.readStatistics.path, {}, { year: 2025, other: undefined })).toBe('/api/Contest/statistics?year=2025');
  });

  it('keeps the URLs the front end has always called', () => {
    const id = '5b1d2c3e-0000-4000-8000-000000000001';
    expect(urlOfCall('updateCountry', { params: { id } })).toBe(`/api/Country/${id}`);
    expect(urlOfCall('resetPassword', { params: { id } })).toBe(`/api/Identity/${id}/resetPassword`);
    expect(urlOfCall('removeGuideTeam', { params: { guideId: 'g', teamId: 't' } })).toBe('/api/Guide/g/t');
    expect(urlOfCall('readPeopleOfCountry', { params: { role: 'GUEST', x: 'c' }, query: { contestId: 'k' } })).toBe(
      '/api/Person/role/GUEST/c?contestId=k',
    );
    expect(urlOfCall('importSeatings', { params: { year: 2025 } })).toBe('/api/Contestant/import/seatings/csv/2025');
    expect(urlOfCall('readCommittees', { params: { id: 'k' } })).toBe('/api/Contest/k/committees');
    expect(urlOfCall('logIn')).toBe('/api/Identity/Login');
  });
});
