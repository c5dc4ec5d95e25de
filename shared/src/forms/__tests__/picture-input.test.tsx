import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { MESSAGES } from '../../constants.js';
import { renderWithProviders } from '../../testing/index.js';
import { PictureInput, pictureTypeOf } from '../picture-input.js';

/** The first bytes of a PNG: enough for the preview to know the kind. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PNG_BASE64 = 'iVBORw0KGgoAAAAA';

type Values = { picture: string | null };
let form: UseFormReturn<Values>;

/** The form under test, handed to the test once rendered. */
function PictureForm() {
  const picture = useForm<Values>({ defaultValues: { picture: null } });
  useEffect(() => {
    form = picture;
  }, [picture]);
  return <PictureInput control={picture.control} name="picture" label="Picture" />;
}

describe('PictureInput', () => {
  it('previews the chosen picture at display size before anything is saved', async () => {
    renderWithProviders(<PictureForm />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Picture'), new File([PNG_BYTES], 'photo.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Picture: preview of the chosen picture' });
    expect(preview).toHaveAttribute('src', `data:image/png;base64,${PNG_BASE64}`);
    expect(preview).toMatchObject({ width: 150, height: 190 });
    expect(form.getValues('picture')).toBe(PNG_BASE64);
  });

  it('previews a picture the form was given back (a restored draft), and drops the preview on reset', async () => {
    renderWithProviders(<PictureForm />);
    act(() => form.reset({ picture: PNG_BASE64 }));
    expect(await screen.findByRole('img', { name: 'Picture: preview of the chosen picture' })).toBeInTheDocument();
    act(() => form.reset({ picture: null }));
    await waitFor(() => expect(screen.queryByRole('img')).not.toBeInTheDocument());
  });

  it('refuses a file that is no picture as soon as it is chosen, whatever its name, and takes a picture chosen after it', async () => {
    renderWithProviders(<PictureForm />);
    const input = screen.getByLabelText('Picture');
    await userEvent.upload(input, new File(['Dear organisers, here is my photo.'], 'photo.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(input).toHaveAccessibleErrorMessage(MESSAGES.imageInvalid));
    expect(form.getValues('picture')).toBe('!');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await userEvent.upload(input, new File([PNG_BYTES], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(input).not.toHaveAccessibleErrorMessage());
    expect(form.getValues('picture')).toBe(PNG_BASE64);
  });

  it('takes a file chosen in the markup the server drew, before the form ran', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<PictureForm />);
    const input = container.querySelector('input')!;
    Object.defineProperty(input, 'files', { value: [new File([PNG_BYTES], 'photo.png', { type: 'image/png' })] });
    await act(async () => {
      hydrateRoot(container, <PictureForm />);
    });
    await waitFor(() => expect(form.getValues('picture')).toBe(PNG_BASE64));
    container.remove();
  });

  it('knows the kinds of picture the forms take by their first bytes, as the server does', () => {
    expect(pictureTypeOf('/9j/4AAQ')?.type).toBe('image/jpeg');
    expect(pictureTypeOf(PNG_BASE64)?.type).toBe('image/png');
    expect(pictureTypeOf('UklGRiQAAABXRUJQ')?.type).toBe('image/webp');
    // A RIFF file of another kind (a WAVE sound) is no WebP picture.
    expect(pictureTypeOf(btoa('RIFF$\u0000\u0000\u0000WAVEfmt '))).toBeUndefined();
    expect(pictureTypeOf(btoa('<html><body>'))).toBeUndefined();
    expect(pictureTypeOf('!')).toBeUndefined();
    expect(pictureTypeOf(null)).toBeUndefined();
  });
});
