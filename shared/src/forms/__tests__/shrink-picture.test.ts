import { fitWithin, shrinkPicture } from '../shrink-picture';

describe('fitWithin', () => {
  it('shrinks a phone photo into 300×380 keeping its proportions', () => {
    expect(fitWithin(3000, 4000)).toEqual({ width: 285, height: 380 });
    expect(fitWithin(4000, 3000)).toEqual({ width: 300, height: 225 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(150, 190)).toEqual({ width: 150, height: 190 });
  });
});

describe('shrinkPicture', () => {
  const original = globalThis.createImageBitmap;
  afterEach(() => {
    globalThis.createImageBitmap = original;
    jest.restoreAllMocks();
  });

  function decodeAs(width: number, height: number) {
    const close = jest.fn();
    globalThis.createImageBitmap = jest.fn(async () => ({ width, height, close }) as unknown as ImageBitmap);
    return close;
  }

  it('draws a large photo at the display size and encodes it as WebP', async () => {
    decodeAs(3000, 4000);
    const drawImage = jest.fn();
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type) {
      done(new Blob([`${this.width}x${this.height}`], { type }));
    });
    const shrunk = await shrinkPicture(new Blob([new Uint8Array(6_000_000)], { type: 'image/jpeg' }));
    expect(shrunk.type).toBe('image/webp');
    expect(shrunk.size).toBe('285x380'.length);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 285, 380);
  });

  it('falls back to JPEG where the browser cannot encode WebP', async () => {
    decodeAs(2000, 2000);
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: jest.fn() } as unknown as CanvasRenderingContext2D);
    jest
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done, type) => done(new Blob(['x'], { type: type === 'image/webp' ? 'image/png' : type })));
    expect((await shrinkPicture(new Blob([new Uint8Array(10)], { type: 'image/png' }))).type).toBe('image/jpeg');
  });

  it('keeps a small picture already within the display size as chosen', async () => {
    const close = decodeAs(150, 190);
    const file = new Blob([new Uint8Array(1000)], { type: 'image/png' });
    expect(await shrinkPicture(file)).toBe(file);
    expect(close).toHaveBeenCalled();
  });

  it('returns a file the browser cannot decode, for the server to refuse', async () => {
    globalThis.createImageBitmap = jest.fn(async () => {
      throw new Error('not an image');
    });
    const file = new Blob(['hello'], { type: 'text/plain' });
    expect(await shrinkPicture(file)).toBe(file);
  });
});
