/** Who sleeps in a room, as the rule that keeps minors safe sees them: a contestant is a minor. */
export interface Sleeper {
  isMinor: boolean;
  countryId: string;
}

/**
 * Whether a room's sleepers break the rule that keeps minors safe: a contestant never shares a
 * room with an adult, nor with a contestant of another country. Adults may share with anyone adult.
 */
export function mixes(sleepers: readonly Sleeper[]): boolean {
  const minors = sleepers.filter((sleeper) => sleeper.isMinor);
  if (!minors.length) return false;
  return minors.length < sleepers.length || minors.some((minor) => minor.countryId !== minors[0]!.countryId);
}
