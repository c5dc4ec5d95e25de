import { useAuth } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';

/** The logged-in guide's record and teams, looked up by their user id (GET /api/Guide/byUserId/{userId}). */
export function useMyGuide() {
  const { user } = useAuth();
  return useApi('readGuideOfUser', user ? { params: { userId: user.id } } : null);
}
