import { useContest } from '@olympiad/shared';
import { textLink } from '@olympiad/shared/plain-ui';
import { INFORMATION_LINKS } from '@olympiad/shared/routes';
import { Link } from '@olympiad/shared/router';
import styles from './footer.module.css';

export function Footer() {
  const { data: contest } = useContest();
  return (
    <footer className={styles.footer}>
      {/* The pages the navigation bar leaves out: every public page is one click away. */}
      <nav aria-label="Contest information">
        <ul className={styles.links}>
          {INFORMATION_LINKS.map(({ path, label }) => (
            <li key={path}>
              <Link to={path} className={textLink}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.name}>{contest?.name}</p>
      <p>© 2025 {contest?.name}. All rights reserved.</p>
      {contest?.contactEmail && (
        <p>
          Contact: <a href={`mailto:${contest.contactEmail}`} className={textLink}>{contest.contactEmail}</a>
        </p>
      )}
    </footer>
  );
}
