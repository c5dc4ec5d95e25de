import type { APIRequestContext } from '@playwright/test';
import type { LetterSettings } from '@olympiad/shared/schemas';
import { apiCall } from './api';
import { ADMIN } from './env';

/** The settings' texts and switch, as a spec changes them (their pictures left as they are). */
type LetterTexts = Omit<LetterSettings, 'signaturePicture' | 'logoPicture' | 'version'>;

const adminToken = async (request: APIRequestContext) =>
  (await apiCall<{ token: string }>(request, 'logIn', { data: { email: ADMIN.email, password: ADMIN.password } })).token;

/** The letter settings as they are now, and a way to put them back after a spec changed them (their pictures untouched). */
export async function keepLetterSettings(request: APIRequestContext) {
  const token = await adminToken(request);
  const { signatoryName, signatoryTitle, organiserAddress, venue, body, enabled } = await apiCall<LetterSettings>(
    request,
    'readLetterSettings',
    { token },
  );
  const before: LetterTexts = { enabled, signatoryName, signatoryTitle, organiserAddress, venue, body };
  /** Saves `values` over the settings as they stand (their current version). */
  const save = async (values: LetterTexts) => {
    const { version } = await apiCall<LetterSettings>(request, 'readLetterSettings', { token });
    await apiCall(request, 'saveLetterSettings', { token, data: { ...values, version } });
  };
  return {
    before,
    save,
    /** Letters switched on, with a signatory and a body (the ones found, where there were). */
    switchOn: (values: Partial<LetterTexts> = {}) =>
      save({
        ...before,
        enabled: true,
        signatoryName: before.signatoryName || 'Maria Ivanova',
        signatoryTitle: before.signatoryTitle || 'Chair of the Organising Committee',
        ...values,
      }),
  };
}
