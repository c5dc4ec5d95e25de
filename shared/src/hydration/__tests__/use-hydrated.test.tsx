import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '../use-hydrated';

function Probe() {
  return <button disabled={!useHydrated()}>Log in</button>;
}

describe('useHydrated', () => {
  it('is false in the markup the server draws and while React takes it over, true after', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.querySelector('button')).toBeDisabled();

    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('button')).toBeEnabled();
    expect(recoverable).not.toHaveBeenCalled();
  });
});
