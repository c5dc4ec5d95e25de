import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { lazyScreen } from '../index.js';

const Page = () => <h1>Add Guest</h1>;
const Provider = ({ children }: { children: ReactNode }) => <div data-testid="provider">{children}</div>;

describe('lazyScreen', () => {
  it('fetches the screen on its first render, inside the provider it names', async () => {
    const page = jest.fn(() => Promise.resolve(Page));
    const provider = jest.fn(() => Promise.resolve(Provider));
    const Screen = lazyScreen(page, provider);
    expect(page).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    const heading = await screen.findByRole('heading', { name: 'Add Guest' });
    expect(screen.getByTestId('provider')).toContainElement(heading);
    expect(page).toHaveBeenCalledTimes(1);
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it('starts fetching when preloaded, once, and renders without a provider when it names none', async () => {
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
    expect(screen.queryByTestId('provider')).not.toBeInTheDocument();
    expect(page).toHaveBeenCalledTimes(1);
  });
});
