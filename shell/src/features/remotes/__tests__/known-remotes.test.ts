import { knownRemotes } from '../known-remotes';

describe('remotes.json entries', () => {
  it('keeps the remotes the shell knows and skips, with a warning, any other entry', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const entries = knownRemotes({
      'public-site': '/remotes/public-site/mf-manifest.json',
      'weather-widget': 'https://cdn.example.org/weather/mf-manifest.json',
      'control-panel': 42,
    });
    expect(entries).toEqual({ 'public-site': '/remotes/public-site/mf-manifest.json' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"weather-widget"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"control-panel"'));
    warn.mockRestore();
  });
});
