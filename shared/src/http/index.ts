export { ApiError, failureText } from './api-error.js';
export { download, fetcher, filenameFromDisposition, http, request } from './client.js';
export { ifMatch, isChangedMeanwhile } from './record-version.js';
export { API } from '../routes/api-urls.js';
export { useContest, useEnums } from './contest.js';
export { useEdition } from './edition.js';
export { fetchBootReads, preloadBootReads, readBootData } from './boot-data.js';
