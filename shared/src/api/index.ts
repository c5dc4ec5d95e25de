export { callApi, urlOfCall, type LocationOf, type ParamsInputOf, type QueryInputOf, type ReadKey, type RequestOf } from './api-client.js';
export { useApi } from './use-api.js';
export {
  describeHistoryEntry,
  describeHistoryField,
  describeHistoryUser,
  formatHistoryTime,
  formatHistoryValue,
  historyFieldLabel,
  HISTORY_ENTITY_LABELS,
} from './history-format.js';
