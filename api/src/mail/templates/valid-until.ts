const UTC = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** An instant as a link's reader anywhere in the world can tell it: "4 December 2026 at 14:06 UTC". */
export const inUtc = (instant: Date) => `${UTC.format(instant)} UTC`;
