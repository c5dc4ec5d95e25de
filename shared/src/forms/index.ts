export { PictureInput } from './picture-input.js';
export { submitToApi } from './submit-to-api.js';
export { ChangedMeanwhileNote } from './changed-meanwhile-note.js';
export { useRecordVersion } from './use-record-version.js';
export { CheckboxField, SelectField, TextField } from './fields.js';
export { drawnRegister } from './drawn-register.js';
export { TravelFields } from './travel-fields.js';
export { toDateTimeInput } from './date-time-input.js';
// Also here: a form's default values need it before zod, which comes with the schemas' entry point, has loaded.
export { TRAVEL_FIELDS, travelWithTeam } from '../schemas/travel.js';
export { lazyResolver } from './lazy-resolver.js';
export { schemaResolver } from './schema-resolver.js';
