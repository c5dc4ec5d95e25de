export { callApi, fileOfCall } from './api-client.js';
export type { LocationOf } from './call-paths.js';
// Through the shared entry, so that every remote uses the one copy of the call table.
export { urlOfCall } from '@olympiad/shared';
export { saveCallFile } from './save-call-file.js';
export { useApi } from './use-api.js';
export { useDownload } from './use-download.js';
