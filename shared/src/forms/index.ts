export { PictureInput } from './picture-input.js';
export { readFileAsBase64, stripDataUrlPrefix } from './read-file-as-base64.js';
export { applyFieldErrors, submitToApi, type SubmitOptions } from './submit-to-api.js';
export { fitWithin, shrinkPicture, PICTURE_MAX_HEIGHT, PICTURE_MAX_WIDTH } from './shrink-picture.js';
export { ChangedMeanwhileNote } from './changed-meanwhile-note.js';
export { useRecordVersion, type RecordVersion } from './use-record-version.js';
export { CheckboxField, SelectField, TextField } from './fields.js';
export { TravelFields } from './travel-fields.js';
export { toDateTimeInput } from './date-time-input.js';
