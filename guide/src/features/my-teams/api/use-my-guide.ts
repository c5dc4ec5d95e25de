import useSWR from 'swr';
import { API, fetcher, useAuth } from '@olympiad/shared';
import type { Guide } from '@olympiad/shared/schemas';

/** The logged-in guide's record and teams, looked up by their user id (GET /api/Guide/byUserId/{userId}). */
export function useMyGuide() {
  const { user } = useAuth();
  return useSWR<Guide>(user ? API.guideOfUser(user.id) : null, fetcher);
}
