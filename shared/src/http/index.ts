export { ApiError } from './api-error.js';
export { fetcher, http, request } from './client.js';
export { CONTEST_URL, ENUMS_URL, preloadContest, useContest, useEnums } from './contest.js';
