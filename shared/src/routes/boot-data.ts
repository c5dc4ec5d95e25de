/** The id of the JSON block the server writes into index.html. */
export const BOOT_DATA_ID = 'boot-data';

/** What the server already knows when it answers index.html, so the page need not ask for it. */
export interface BootData {
  /** The same map as /remotes.json. */
  remotes: Record<string, string>;
  /**
   * Public reads the page starts with, by API URL, exactly as GET answers them: always the
   * current contest; on a server-drawn page, every read that page was drawn from.
   */
  reads: Record<string, unknown>;
}
