import { useEffect } from 'react';
import { auth } from '@olympiad/shared';
import { useNavigate } from '@olympiad/shared/router';

/** A logout from anywhere (the button, a 401 answer, another tab) returns the user home. */
export function useHomeAfterLogout() {
  const navigate = useNavigate();
  useEffect(
    () =>
      auth.subscribe((event) => {
        if (event === 'logged-out') navigate('/');
      }),
    [navigate],
  );
}
