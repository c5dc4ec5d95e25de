/**
 * Whether a country's registrators are told of a new deadline: it is later than the one they
 * followed and still ahead (moving a past deadline to another past one reopens nothing).
 */
export const isExtension = (before: Date, after: Date, now = new Date()) => after > before && after > now;
