import { useAuth, type UserRole } from '@olympiad/shared';
import { textLink } from '@olympiad/shared/plain-ui';
import { Link } from '@olympiad/shared/router';
import styles from './access-denied.module.css';

const WHO: Record<UserRole, string> = {
  Administrator: 'administrators',
  TeamRegistrator: 'team registrators',
  Guide: 'guides',
};

/** A route the user's role may not open: says who may, and offers the way on. */
export function AccessDenied({ roles }: { roles: readonly UserRole[] }) {
  const { isLoggedIn } = useAuth();
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.title}>Only {roles.map((role) => WHO[role]).join(' and ')} can open this page.</p>
      <p>
        {isLoggedIn ? (
          <Link to="/" className={textLink}>
            Go to the home page
          </Link>
        ) : (
          <Link to="/login" className={textLink}>
            Log in
          </Link>
        )}
      </p>
    </div>
  );
}
