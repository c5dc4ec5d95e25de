import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snacks, urlOfCall } from '@olympiad/shared';
import type { LetterSettings } from '@olympiad/shared/schemas';
import { logInAs, mockFetch, renderWithProviders } from '@olympiad/shared/testing';
import { bodyOf } from '../../../testing/fixtures';
import { LETTER_SETTINGS_SAVED, PREVIEW_INVALID } from '../components/letter-settings-form';
import { LetterSettingsSection } from '../components/letter-settings-section';

const SETTINGS: LetterSettings = {
  enabled: false,
  signatoryName: '',
  signatoryTitle: '',
  organiserAddress: '',
  venue: '',
  body: '',
  signaturePicture: null,
  logoPicture: urlOfCall('readPicture', { params: { id: '11111111-1111-4111-8111-111111111111' } }),
  version: 4,
};

describe('the letter settings', () => {
  beforeEach(() => {
    logInAs('Administrator');
    URL.createObjectURL = jest.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = jest.fn();
  });

  it('saves the values typed with the version they were read at, keeping the stored logo', async () => {
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readLetterSettings')}`]: SETTINGS,
      [`PUT ${urlOfCall('saveLetterSettings')}`]: { ...SETTINGS, enabled: true, signatoryName: 'Maria Ivanova', version: 5 },
    });
    renderWithProviders(<LetterSettingsSection />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Invitation letters switched on' }));
    await userEvent.type(screen.getByLabelText("Signatory's name"), 'Maria Ivanova');
    await userEvent.type(screen.getByLabelText("Signatory's title"), 'Chair');
    await userEvent.type(screen.getByLabelText('Letter body'), 'We invite {{name}.');
    expect(screen.getByRole('img', { name: 'Current logo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save letter settings' }));

    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: LETTER_SETTINGS_SAVED }));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(new Headers(put.init.headers).get('If-Match')).toBe('"4"');
    expect(bodyOf(put.init)).toEqual({
      enabled: true,
      signatoryName: 'Maria Ivanova',
      signatoryTitle: 'Chair',
      organiserAddress: '',
      venue: '',
      body: 'We invite {name}.',
    });
  });

  it('removes the stored logo when asked to', async () => {
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readLetterSettings')}`]: SETTINGS,
      [`PUT ${urlOfCall('saveLetterSettings')}`]: { ...SETTINGS, logoPicture: null, version: 5 },
    });
    renderWithProviders(<LetterSettingsSection />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Remove the current logo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save letter settings' }));
    await waitFor(() => expect(snacks.getCurrent()).toMatchObject({ status: 'success', text: LETTER_SETTINGS_SAVED }));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!.init)).toMatchObject({ logoImage: null });
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Current logo' })).not.toBeInTheDocument());
  });

  it('shows the PDF the unsaved values make, and a message instead while they are invalid', async () => {
    const { calls } = mockFetch({
      [`GET ${urlOfCall('readLetterSettings')}`]: SETTINGS,
      [`POST ${urlOfCall('previewLetter')}`]: () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    renderWithProviders(<LetterSettingsSection />);
    const body = await screen.findByLabelText('Letter body');
    expect(body).toHaveAccessibleDescription(expect.stringContaining('{name}, {role}, {country}'));
    await userEvent.type(body, 'Welcome {{guest}.');
    await userEvent.click(screen.getByRole('button', { name: 'Preview letter' }));
    expect(await screen.findByText(PREVIEW_INVALID)).toBeInTheDocument();
    expect(body).toHaveAccessibleDescription(expect.stringContaining('{guest} is not a placeholder.'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(body);
    await userEvent.type(body, 'Welcome {{name}.');
    await userEvent.click(screen.getByRole('button', { name: 'Preview letter' }));
    expect(await screen.findByTitle('Letter preview')).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByRole('link', { name: 'Open the preview in a new tab' })).toHaveAttribute('href', 'blob:preview-1');
    expect(bodyOf(calls.find((call) => call.method === 'POST')!.init)).toMatchObject({ body: 'Welcome {name}.' });
  });
});
