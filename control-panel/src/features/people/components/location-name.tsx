import { firstWord } from '@olympiad/shared';
import styles from './location-name.module.css';

/**
 * The spec's first word of a location, the full name on hover and keyboard focus (its title, also
 * read as its description) and on paper, where the first word alone could be two places.
 */
export function LocationName({ name }: { name: string | null | undefined }) {
  const short = firstWord(name);
  if (!name || short === name.trim()) return <>{short}</>;
  return (
    <abbr title={name} tabIndex={0} className={styles.location}>
      {short}
    </abbr>
  );
}
