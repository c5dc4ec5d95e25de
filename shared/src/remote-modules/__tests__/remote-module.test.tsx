import { render, screen } from '@testing-library/react';
import { provideRemoteLoader, RemoteModule } from '../remote-module.js';

describe('RemoteModule', () => {
  it("renders another remote's exposed module through the shell's loader", async () => {
    const load = jest.fn(async () => ({ default: () => <p>Add Team</p> }));
    provideRemoteLoader(load);
    render(<RemoteModule remote="public-site" exposed="HomePanel" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Add Team')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('public-site', 'HomePanel');
  });

  it('says so, and nothing else breaks, when the module cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    provideRemoteLoader(async () => {
      throw new Error('offline');
    });
    render(
      <>
        <RemoteModule remote="control-panel" exposed="HomePanel" failed={<p>Unavailable</p>} />
        <p>Rest of the page</p>
      </>,
    );
    expect(await screen.findByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    error.mockRestore();
  });
});
