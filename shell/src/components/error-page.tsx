import { Heading, textLink } from '@olympiad/shared/plain-ui';
import { Link } from '@olympiad/shared/router';
import styles from './message-page.module.css';

/** Any path the product does not know. */
export function ErrorPage() {
  return (
    <div className={styles.page}>
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <p>There is no page at this address.</p>
      <Link to="/" className={textLink}>
        Go to the home page
      </Link>
    </div>
  );
}
