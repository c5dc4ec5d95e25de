import type { BootData } from '../../routes/index.js';
import type * as BootDataModule from '../boot-data';

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
    block.textContent = '{"remotes":{"public-site":"/remotes/public-site/mf-manifest.json"},"contest":{"name":"IJOI \\u003c2025"}}';
    document.head.append(block);
    expect(freshRead()).toEqual({ remotes: { 'public-site': '/remotes/public-site/mf-manifest.json' }, contest: { name: 'IJOI <2025' } });
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
