import {
  countryIdParamsSchema,
  delegationLettersSchema,
  idParamsSchema,
  letterPersonSchema,
  letterSettingsInputSchema,
  letterSettingsSchema,
  lettersQuerySchema,
  letterSummarySchema,
  visaDetailsInputSchema,
} from '@olympiad/shared/schemas';
import { z } from 'zod';
import { calls } from './call.js';
import { ADMIN, REGISTRATION, own } from './policy.js';

const TAG = 'Letter';
const PDF = 'application/pdf';

/**
 * Visa invitation letters (issue 36): each person's visa details, the letters generated from them,
 * their settings, and the organisers' record of every letter. A letter is verified by anyone at
 * /verify/<code>, a page the server draws (docs/api-rules.md, Invitation letters).
 */
export const LETTER_CALLS = calls({
  readDelegationLetters: {
    method: 'GET',
    path: '/api/Letter/country/:countryId',
    summary:
      "A country's delegation (leaders, deputies, contestants, guests) with each person's visa details, the days of their stay, what a letter still lacks and their latest letter; and whether letters are switched on.",
    tag: TAG,
    params: countryIdParamsSchema,
    response: delegationLettersSchema,
    policy: { access: REGISTRATION, ...own('country', 'params.countryId') },
  },
  saveVisaDetails: {
    method: 'PUT',
    path: '/api/Letter/person/:id',
    summary:
      "Saves a delegation person's visa details (If-Match: their version). With needsLetter every field is required and the passport must be valid through the departure day. A change to details a letter was generated from marks that letter outdated and tells the organisers.",
    tag: TAG,
    params: idParamsSchema,
    body: visaDetailsInputSchema,
    response: letterPersonSchema,
    policy: { access: REGISTRATION, ...own('person', 'params.id') },
  },
  generateLetter: {
    method: 'POST',
    path: '/api/Letter/person/:id',
    summary:
      "A person's invitation letter as a one-page A4 PDF: the valid letter again when their details have not changed, else a new letter (recorded: who, when, a digest of its details). 409 while letters are switched off, the details are incomplete, or (for a registrator) after the organisers revoked the person's letter.",
    tag: TAG,
    params: idParamsSchema,
    produces: PDF,
    policy: { access: REGISTRATION, ...own('person', 'params.id') },
  },
  generateDelegationLetters: {
    method: 'POST',
    path: '/api/Letter/country/:countryId',
    summary:
      "Every letter a country's delegation can have now, one A4 page a person, in one PDF (each as generateLetter makes it); 409 when there is none.",
    tag: TAG,
    params: countryIdParamsSchema,
    produces: PDF,
    policy: { access: REGISTRATION, ...own('country', 'params.countryId') },
  },
  readLetters: {
    method: 'GET',
    path: '/api/Letter',
    summary: 'Every letter generated, newest first: its person, country, when and by whom, and whether it is valid, outdated or revoked.',
    tag: TAG,
    query: lettersQuerySchema,
    response: z.array(letterSummarySchema),
    policy: { access: ADMIN },
  },
  revokeLetter: {
    method: 'POST',
    path: '/api/Letter/:id/revoke',
    summary: "Revokes a letter: its verification page says so from now on, and the country's registrators are told.",
    tag: TAG,
    params: idParamsSchema,
    response: letterSummarySchema,
    policy: { access: ADMIN },
  },
  readLetterSettings: {
    method: 'GET',
    path: '/api/Letter/settings',
    summary: "The current edition's letter settings: switched on or off, the signatory, the letterhead and the body with its placeholders.",
    tag: TAG,
    response: letterSettingsSchema,
    policy: { access: ADMIN },
  },
  saveLetterSettings: {
    method: 'PUT',
    path: '/api/Letter/settings',
    summary: 'Saves the letter settings (If-Match: their version); a picture left out is kept, null removes it.',
    tag: TAG,
    body: letterSettingsInputSchema,
    response: letterSettingsSchema,
    policy: { access: ADMIN },
  },
  previewLetter: {
    method: 'POST',
    path: '/api/Letter/settings/preview',
    summary: 'The letter the settings sent would make, for a sample person, as a PDF; nothing is saved or recorded.',
    tag: TAG,
    body: letterSettingsInputSchema,
    produces: PDF,
    policy: { access: ADMIN },
  },
});
