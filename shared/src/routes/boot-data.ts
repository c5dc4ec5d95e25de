/** The id of the JSON block the server writes into index.html. */
export const BOOT_DATA_ID = 'boot-data';

/** What the server already knows when it answers index.html, so the page need not ask for it. */
export interface BootData {
  /** The same map as /remotes.json. */
  remotes: Record<string, string>;
  /** Public reads the page carries, by API URL, exactly as GET answers them: the current contest. */
  reads: Record<string, unknown>;
  /**
   * On a server-drawn page, the other reads it was drawn from (the teams list): too large to
   * carry (the first paint waits for the whole page), they are fetched by the shell, and React
   * takes the page over once they have arrived.
   */
  fetched?: string[];
  /**
   * On a screen behind the login drawn by the server: whom for, and with which session selections.
   * The browser takes the page over only when it holds the same; its `fetched` reads are then
   * asked with the user's token.
   */
  drawnFor?: DrawnFor;
}

export interface DrawnFor {
  user: string;
  selections: Record<string, string>;
}
