import { useApi } from '@olympiad/shared/api';
import type { TransferDirection } from '@olympiad/shared/schemas';

/**
 * The transfers manifest, read again every second while the page is in view (swr skips a hidden
 * page): a change of travel through any instance shows within a second. The previous answer stays
 * on the screen while another direction or slot length loads.
 */
export function useTransfers(direction: TransferDirection, slotMinutes: number) {
  return useApi('readTransfers', { query: { direction, slotMinutes } }, { refreshInterval: 1000, keepPreviousData: true });
}
