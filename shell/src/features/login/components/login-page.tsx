import { endSession, LoginForm, useAuth } from '@olympiad/shared';
import { Button, Heading, textLink } from '@olympiad/shared/plain-ui';
import { Link, useNavigate } from '@olympiad/shared/router';
import styles from './login-page.module.css';

/** /login and /logout: the login form, or a greeting and Logout when already logged in. */
export function LoginPage() {
  const { isLoggedIn, user } = useAuth();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <Heading as="h1" size="2xl">
        Login
      </Heading>
      {isLoggedIn ? (
        <>
          <p className={styles.greeting}>Hello, {user?.name}</p>
          <Button onClick={endSession}>Logout</Button>
        </>
      ) : (
        <>
          <LoginForm onLoggedIn={() => navigate('/')} />
          <Link to="/forgotPassword" className={textLink}>
            Forgot password?
          </Link>
        </>
      )}
    </div>
  );
}
