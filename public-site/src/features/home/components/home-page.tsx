import { formatDate, useAuth, useContest } from '@olympiad/shared';
import { classNames, Heading, InformationLinks, textLink } from '@olympiad/shared/plain-ui';
import { INFORMATION_LINKS } from '@olympiad/shared/routes';
import { ActionPanel } from './action-panel';
import { Logo } from './logo';
import styles from './home-page.module.css';

/** Logo, contest name and dates, the welcome line, materials, the role's action panel and the information pages. */
export function HomePage() {
  const { data: contest } = useContest();
  const { isLoggedIn, user } = useAuth();
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Logo />
        <div>
          <Heading as="h1" size="3xl">
            {contest?.name ?? ' '}
          </Heading>
          {contest && (
            <p className={styles.dates}>
              {formatDate(contest.startDate.slice(0, 10))} – {formatDate(contest.endDate.slice(0, 10))}
            </p>
          )}
        </div>
      </div>
      {isLoggedIn && <p className={styles.welcome}>Welcome, {user?.name}!</p>}
      {contest?.materialsUrl && (
        <a href={contest.materialsUrl} className={classNames(textLink, styles.materials)}>
          Competition materials
        </a>
      )}
      <ActionPanel />
      <InformationLinks label="About the contest" links={INFORMATION_LINKS} className={styles.links} />
    </div>
  );
}
