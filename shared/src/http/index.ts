export { ApiError, failureText } from './api-error.js';
export { callApi, urlOfCall, type LocationOf, type ParamsInputOf, type QueryInputOf, type ReadKey, type RequestOf } from './api-client.js';
export { useApi } from './use-api.js';
export { download, fetcher, filenameFromDisposition, http, request } from './client.js';
export { ifMatch, isChangedMeanwhile } from './record-version.js';
export { API } from '../routes/api-urls.js';
export { useContest, useEnums } from './contest.js';
export { useEdition } from './edition.js';
export { fetchBootReads, preloadBootReads, readBootData } from './boot-data.js';
