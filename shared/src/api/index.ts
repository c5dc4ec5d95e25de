export { callApi, urlOfCall, type LocationOf, type ParamsInputOf, type QueryInputOf, type ReadKey, type RequestOf } from './api-client.js';
export { useApi } from './use-api.js';
