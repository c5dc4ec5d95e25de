import { useContest } from '@olympiad/shared';
import { InformationLinks, textLink } from '@olympiad/shared/plain-ui';
import { INFORMATION_LINKS } from '@olympiad/shared/routes';
import styles from './footer.module.css';

export function Footer() {
  const { data: contest } = useContest();
  return (
    <footer className={styles.footer}>
      <InformationLinks label="Contest information" links={INFORMATION_LINKS} className={styles.links} />
      <p className={styles.name}>{contest?.name}</p>
      {contest && (
        <p>
          © {contest.year} {contest.name}. All rights reserved.
        </p>
      )}
      {contest?.contactEmail && (
        <p>
          Contact:{' '}
          <a href={`mailto:${contest.contactEmail}`} className={textLink}>
            {contest.contactEmail}
          </a>
        </p>
      )}
    </footer>
  );
}
