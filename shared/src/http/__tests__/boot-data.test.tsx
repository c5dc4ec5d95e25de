import { render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import type { BootData } from '../../routes/index.js';
import type * as BootDataModule from '../boot-data';
import { preloadBootReads } from '../boot-data';
import { fetcher } from '../client';

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
    block.textContent = '{"remotes":{"public-site":"/remotes/public-site/mf-manifest.json"},"reads":{"/api/Contest?year=2025":{"name":"IJOI \\u003c2025"}}}';
    document.head.append(block);
    expect(freshRead()).toEqual({ remotes: { 'public-site': '/remotes/public-site/mf-manifest.json' }, reads: { '/api/Contest?year=2025': { name: 'IJOI <2025' } } });
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

describe('preloadBootReads', () => {
  afterEach(() => document.head.replaceChildren());

  it('hands the reads the page came with to the first revalidation, the fallback to the first render', async () => {
    const teams = [{ id: 't1', name: 'Albania' }];
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'boot-data';
    block.textContent = JSON.stringify({ remotes: {}, reads: { '/api/Contest?year=2025': { name: 'IJOI' }, '/api/Team': teams } });
    document.head.append(block);
    const fetch = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve(Response.json({})));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;

    preloadBootReads();
    const renders: unknown[] = [];
    function Teams() {
      const { data } = useSWR<typeof teams>('/api/Team', fetcher);
      renders.push(data);
      return <p>{data?.map((team) => team.name).join(', ')}</p>;
    }
    render(
      <SWRConfig value={{ fallback: { '/api/Team': teams } }}>
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
