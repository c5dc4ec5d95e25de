export { PictureInput } from './picture-input.js';
export { readFileAsBase64, stripDataUrlPrefix } from './read-file-as-base64.js';
export { applyFieldErrors, submitToApi, type SubmitOptions } from './submit-to-api.js';
