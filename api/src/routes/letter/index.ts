import type { FastifyInstance } from 'fastify';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import { ofCountry, readLetterPeople } from '../../letters/letter-people.js';
import { readStoredLetterSettings } from '../../letters/stored-letter-settings.js';
import type { CallHandlers } from '../calls.js';
import { currentContest } from './current-contest.js';
import { generateLetters } from './generate-letters.js';
import { delegationLettersDisposition, letterDisposition, previewDisposition } from './letter-file-name.js';
import { letterPersonOf } from './letter-person.js';
import { readLetterSettings, saveLetterSettings } from './letter-settings.js';
import { previewLetter } from './preview-letter.js';
import { readLetters } from './read-letters.js';
import { revokeLetter } from './revoke-letter.js';
import { saveVisaDetails } from './save-visa-details.js';

const PDF = 'application/pdf';

/** Visa invitation letters (docs/api-rules.md, Invitation letters). */
export const letterHandlers = (
  app: FastifyInstance,
): CallHandlers<
  | 'readDelegationLetters'
  | 'saveVisaDetails'
  | 'generateLetter'
  | 'generateDelegationLetters'
  | 'readLetters'
  | 'revokeLetter'
  | 'readLetterSettings'
  | 'saveLetterSettings'
  | 'previewLetter'
> => ({
  readDelegationLetters: async (request) => {
    const contest = await currentContest(app);
    const [settings, people] = await Promise.all([
      readStoredLetterSettings(app.db, contest.id),
      readLetterPeople(app.db, contest.id, ofCountry(request.params.countryId)),
    ]);
    const byAdministrator = request.user!.role === 'Administrator';
    return { enabled: settings.enabled, people: people.map((person) => letterPersonOf(person, byAdministrator)) };
  },

  saveVisaDetails: async (request, reply) => {
    const contest = await currentContest(app);
    const byAdministrator = request.user!.role === 'Administrator';
    const person = await saveVisaDetails(app.db, contest.id, request.params.id, request.body, ifMatch(request), byAdministrator);
    return withVersionTag(reply, person);
  },

  generateLetter: async (request, reply) => {
    const contest = await currentContest(app);
    const { pdf, letters } = await generateLetters(app, contest, request.user!, { person: request.params.id });
    return reply.type(PDF).header('content-disposition', letterDisposition(letters[0]!.person.fullName)).send(pdf);
  },

  generateDelegationLetters: async (request, reply) => {
    const contest = await currentContest(app);
    const { pdf, letters } = await generateLetters(app, contest, request.user!, { country: request.params.countryId });
    return reply.type(PDF).header('content-disposition', delegationLettersDisposition(letters[0]!.person.countryName)).send(pdf);
  },

  readLetters: async (request) => readLetters(app.db, (await currentContest(app)).id, request.query),

  revokeLetter: async (request) => revokeLetter(app.db, app.notices, request.params.id, request.user!.id),

  readLetterSettings: async () => readLetterSettings(app.db, (await currentContest(app)).id),

  saveLetterSettings: async (request, reply) => {
    const contest = await currentContest(app);
    return withVersionTag(reply, await saveLetterSettings(app.db, contest.id, request.body, ifMatch(request)));
  },

  previewLetter: async (request, reply) => {
    const contest = await currentContest(app);
    const { publicUrl } = await app.mail.context();
    const pdf = await previewLetter(app.db, contest, request.body, publicUrl);
    return reply.type(PDF).header('content-disposition', previewDisposition()).send(pdf);
  },
});
