import type { Contest } from '../schemas/index.js';

/** The id of the JSON block the server writes into index.html. */
export const BOOT_DATA_ID = 'boot-data';

/** What the server already knows when it answers index.html, so the page need not ask for it. */
export interface BootData {
  /** The same map as /remotes.json. */
  remotes: Record<string, string>;
  /** The current contest, as GET /api/Contest answers it. */
  contest?: Contest | undefined;
}
