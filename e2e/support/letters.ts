import type { Page } from '@playwright/test';
import { apiCall } from './api';
import { adminToken } from './registration';

export interface LetterSettings {
  enabled: boolean;
  signatoryName: string;
  signatoryTitle: string;
  organiserAddress: string;
  venue: string;
  body: string;
  version: number;
}

/** The letter settings as they are now, and a way to put them back after a spec changed them (their pictures untouched). */
export async function keepLetterSettings(page: Page) {
  const token = await adminToken(page);
  const { signatoryName, signatoryTitle, organiserAddress, venue, body, enabled } = await apiCall<LetterSettings>(
    page.request,
    'readLetterSettings',
    { token },
  );
  const before = { enabled, signatoryName, signatoryTitle, organiserAddress, venue, body };
  return {
    before,
    /** Saves `values` over the settings as they stand (their current version). */
    save: async (values: Omit<LetterSettings, 'version'>) => {
      const { version } = await apiCall<LetterSettings>(page.request, 'readLetterSettings', { token });
      await apiCall(page.request, 'saveLetterSettings', { token, data: { ...values, version } });
    },
  };
}
