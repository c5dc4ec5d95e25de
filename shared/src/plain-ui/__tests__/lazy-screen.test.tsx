import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen } from '../index.js';

const Page = () => <h1>Add Guest</h1>;

describe('lazyScreen', () => {
  it('fetches the screen on its first render', async () => {
    const page = jest.fn(() => Promise.resolve(Page));
    const Screen = lazyScreen(page);
    expect(page).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Add Guest' })).toBeInTheDocument();
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('starts fetching when preloaded, once', async () => {
    const page = jest.fn(() => Promise.resolve(Page));
    const Screen = lazyScreen(page);
    Screen.preload();
    Screen.preload();
    expect(page).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Add Guest' })).toBeInTheDocument();
    expect(page).toHaveBeenCalledTimes(1);
  });
});
