export { HISTORY_ENTITY_LABELS } from './history-format.js';
export { HistoryTable } from './history-table.js';
