import { render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import type { BootData } from '../../routes/index.js';
import type * as BootDataModule from '../boot-data';
import { drawnForThisSession, preloadBootReads } from '../boot-data';
import { teamSelection } from '../../selection/index.js';
import { logInAs, logOut } from '../../testing/index.js';
import { fetcher } from '../client';
import { urlOfCall } from '../../api/call-paths';

function freshRead(): BootData | null {
  let read: BootData | null = null;
  jest.isolateModules(() => {
    read = (jest.requireActual('../boot-data') as typeof BootDataModule).readBootData();
  });
  return read;
}

describe('readBootData', () => {
  afterEach(() => document.head.replaceChildren());

  it('reads the block the server wrote into the page', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'boot-data';
    block.textContent =
      '{"remotes":{"public-site":"/remotes/public-site/mf-manifest.json"},"reads":{"/api/Contest?year=2025":{"name":"IJOI \\u003c2025"}}}';
    document.head.append(block);
    expect(freshRead()).toEqual({
      remotes: { 'public-site': '/remotes/public-site/mf-manifest.json' },
      reads: { [urlOfCall('readContest', { query: { year: 2025 } })]: { name: 'IJOI <2025' } },
    });
  });

  it('is null on a page without it, or with a broken one', () => {
    expect(freshRead()).toBeNull();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'boot-data';
    block.textContent = '{broken';
    document.head.append(block);
    expect(freshRead()).toBeNull();
  });
});

describe('fetchBootReads', () => {
  afterEach(() => document.head.replaceChildren());

  function fetchBootReadsOfPage(boot: BootData) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'boot-data';
    block.textContent = JSON.stringify(boot);
    document.head.append(block);
    let fetched: Promise<Record<string, unknown>> = Promise.resolve({});
    jest.isolateModules(() => {
      fetched = (jest.requireActual('../boot-data') as typeof BootDataModule).fetchBootReads();
    });
    return fetched;
  }

  it('adds to the reads the page carries those it names, fetched', async () => {
    const teams = [{ id: 't1', name: 'Albania' }];
    const fetch = jest.fn((..._args: unknown[]) => Promise.resolve(Response.json(teams)));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const reads = await fetchBootReadsOfPage({
      remotes: {},
      reads: { [urlOfCall('readContest', { query: { year: 2025 } })]: { name: 'IJOI' } },
      fetched: [urlOfCall('readTeams')],
    });
    expect(reads).toEqual({ [urlOfCall('readContest', { query: { year: 2025 } })]: { name: 'IJOI' }, [urlOfCall('readTeams')]: teams });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([urlOfCall('readTeams')]);
  });

  it('fetches them as a visitor gets them, as the page was drawn, even for a signed-in user', async () => {
    logInAs('TeamRegistrator', 'Rita', 'c1');
    try {
      const fetch = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve(Response.json([])));
      globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
      await fetchBootReadsOfPage({ remotes: {}, reads: {}, fetched: [urlOfCall('readTeams')] });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(new Headers(fetch.mock.calls[0]![1]!.headers).has('Authorization')).toBe(false);
    } finally {
      logOut();
    }
  });

  it('fetches them with the token when the screen was drawn for the signed-in user', async () => {
    logInAs('TeamRegistrator', 'Rita', 'c1');
    try {
      const fetch = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve(Response.json([])));
      globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
      const drawnFor = { user: 'u1', selections: {} };
      await fetchBootReadsOfPage({ remotes: {}, reads: {}, fetched: [urlOfCall('readTeams')], drawnFor });
      expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('Authorization')).toMatch(/^Bearer /);
    } finally {
      logOut();
    }
  });

  it('fails when a named read cannot be had', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve(new Response('', { status: 503 }))) as unknown as typeof globalThis.fetch;
    await expect(fetchBootReadsOfPage({ remotes: {}, reads: {}, fetched: [urlOfCall('readTeams')] })).rejects.toMatchObject({
      status: 503,
    });
  });
});

describe('preloadBootReads', () => {
  it('hands the reads the page started from to the first revalidation, the fallback to the first render', async () => {
    const teams = [{ id: 't1', name: 'Albania' }];
    const fetch = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve(Response.json({})));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;

    preloadBootReads({ [urlOfCall('readContest', { query: { year: 2025 } })]: { name: 'IJOI' }, [urlOfCall('readTeams')]: teams });
    const renders: unknown[] = [];
    function Teams() {
      const { data } = useSWR<typeof teams>(urlOfCall('readTeams'), fetcher);
      renders.push(data);
      return <p>{data?.map((team) => team.name).join(', ')}</p>;
    }
    render(
      <SWRConfig value={{ fallback: { [urlOfCall('readTeams')]: teams } }}>
        <Teams />
      </SWRConfig>,
    );
    expect(renders[0]).toEqual(teams);
    expect(screen.getByText('Albania')).toBeInTheDocument();
    // The list and the contest came with the page, and a visitor needs no enumerations: nothing is asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('preloadBootReads for a signed-in user', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('draws the first render as the page was drawn, then asks for the list again with their token', async () => {
    const asDrawn = [{ id: 't1', name: 'Contestant 1' }];
    const whole = [{ id: 't1', name: 'Ada Lovelace' }];
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'boot-data';
    block.textContent = JSON.stringify({ remotes: {}, reads: {}, fetched: [urlOfCall('readTeams')] } satisfies BootData);
    document.head.append(block);
    logInAs('TeamRegistrator', 'Rita', 'c1');
    const fetch = jest.fn((url: string, _init?: RequestInit) =>
      Promise.resolve(Response.json(url === urlOfCall('readTeams') ? whole : {})),
    );
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;

    preloadBootReads({ [urlOfCall('readContest', { query: { year: 2025 } })]: { name: 'IJOI' }, [urlOfCall('readTeams')]: asDrawn });
    const renders: unknown[] = [];
    function Teams() {
      const { data } = useSWR<typeof asDrawn>(urlOfCall('readTeams'), fetcher);
      renders.push(data);
      return <p>{data?.map((team) => team.name).join(', ')}</p>;
    }
    render(
      // A cache of its own: the test above left the list in swr's.
      <SWRConfig value={{ provider: () => new Map(), fallback: { [urlOfCall('readTeams')]: asDrawn } }}>
        <Teams />
      </SWRConfig>,
    );
    expect(renders[0]).toEqual(asDrawn);
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    const teamsCall = fetch.mock.calls.find(([url]) => url === urlOfCall('readTeams'))!;
    expect(new Headers(teamsCall[1]!.headers).get('Authorization')).toMatch(/^Bearer /);
  });
});

describe('drawnForThisSession', () => {
  afterEach(() => {
    teamSelection.clear();
    logOut();
  });

  it("takes over only a screen drawn for the stored user with this tab's selections", () => {
    logInAs('TeamRegistrator', 'Rita', 'c1');
    teamSelection.select('team-1');
    expect(drawnForThisSession({ user: 'u1', selections: { selectedTeamId: 'team-1' } })).toBe(true);
    // Another user since (a login in another tab), another team chosen in this tab, or none.
    expect(drawnForThisSession({ user: 'u2', selections: { selectedTeamId: 'team-1' } })).toBe(false);
    expect(drawnForThisSession({ user: 'u1', selections: { selectedTeamId: 'team-2' } })).toBe(false);
    expect(drawnForThisSession({ user: 'u1', selections: {} })).toBe(false);
    logOut();
    expect(drawnForThisSession({ user: 'u1', selections: { selectedTeamId: 'team-1' } })).toBe(false);
  });
});
