/**
 * Whether the public may see a person's photo and name: the questions, their words and the choice
 * recorded at once. An entry point of its own, outside the shared forms: only the screens that ask
 * load it (Add Team, Edit Team, the Committee section), not every form.
 */
export { ConsentQuestion, consentStatus } from './consent-question.js';
export { CONSENT_RECORDED, PublicConsentChoice } from './public-consent-choice.js';
