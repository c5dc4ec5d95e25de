export { ApiError, failureText } from './api-error.js';
export { download, fetcher, filenameFromDisposition, request } from './client.js';
export { ifMatch, isChangedMeanwhile } from './record-version.js';
export { addCallPaths, callPathOf, CALL_PATHS, urlOfCall } from '../api/call-paths.js';
export { contestUrl, useContest, useEnums } from './contest.js';
export { useEdition } from './edition.js';
export { drawnForThisSession, fetchBootReads, preloadBootReads, readBootData } from './boot-data.js';
