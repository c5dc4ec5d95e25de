import { lazy, memo, Suspense } from 'react';
import { PageLoader } from '@olympiad/shared/plain-ui';

const LoginFormWithValidation = lazy(() => import('./login-form.js').then(({ LoginForm }) => ({ default: LoginForm })));

/**
 * The login form, whose form and validation libraries load only on the screens that show it.
 * Hydrated in its own boundary: the rest of a server-drawn page does not wait for them. Kept from
 * its parent's re-renders (memo): a boundary updated before its code has arrived is drawn again
 * from its loader, and the drawn form would give way to it for a moment (a layout shift).
 */
export const LoginForm = memo(function LoginForm(props: { onLoggedIn?: () => void }) {
  return (
    <Suspense fallback={<PageLoader label="Loading the login form" />}>
      <LoginFormWithValidation {...props} />
    </Suspense>
  );
});
