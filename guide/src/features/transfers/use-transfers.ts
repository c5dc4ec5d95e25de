import { useApi } from '@olympiad/shared/api';
import type { TransferDirection } from '@olympiad/shared/schemas';

/**
 * The transfers manifest, read again every second while the page is in view (swr skips a hidden
 * page): a change of travel through any instance shows within a second. The previous answer stays
 * on the screen while another direction or slot length loads. swr's deduplication (2 s by default)
 * would skip every other tick: it is kept under the interval.
 */
export function useTransfers(direction: TransferDirection, slotMinutes: number) {
  return useApi(
    'readTransfers',
    { query: { direction, slotMinutes } },
    { refreshInterval: 1000, dedupingInterval: 500, keepPreviousData: true },
  );
}
