export { ApiError } from './api-error.js';
export { download, fetcher, filenameFromDisposition, http, request } from './client.js';
export { API } from './api-urls.js';
export { preloadContest, useContest, useEnums } from './contest.js';
export { readBootData } from './boot-data.js';
