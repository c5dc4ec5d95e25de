import { readFileAsBase64, stripDataUrlPrefix } from '../read-file-as-base64';

describe('readFileAsBase64', () => {
  it('gives the base64 content of a file without the data-URL prefix', async () => {
    const file = new File(['hello'], 'flag.png', { type: 'image/png' });
    await expect(readFileAsBase64(file)).resolves.toBe('aGVsbG8=');
  });

  it('strips only a data-URL prefix', () => {
    expect(stripDataUrlPrefix('data:image/webp;base64,UklGRg==')).toBe('UklGRg==');
    expect(stripDataUrlPrefix('UklGRg==')).toBe('UklGRg==');
  });
});
