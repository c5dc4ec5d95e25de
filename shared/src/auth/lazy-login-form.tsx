import { lazy, Suspense } from 'react';
import { PageLoader } from '@olympiad/shared/plain-ui';

const LoginFormWithValidation = lazy(() => import('./login-form.js').then(({ LoginForm }) => ({ default: LoginForm })));

/**
 * The login form, whose form and validation libraries load only on the screens that show it.
 * Hydrated in its own boundary: the rest of a server-drawn page does not wait for them.
 */
export function LoginForm(props: { onLoggedIn?: () => void }) {
  return (
    <Suspense fallback={<PageLoader label="Loading the login form" />}>
      <LoginFormWithValidation {...props} />
    </Suspense>
  );
}
