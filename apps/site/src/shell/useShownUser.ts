import { useAuth, type AuthUser } from '../auth';
import { useHydrated } from './useHydrated';

/**
 * The signed-in user as a page may show it: nobody while prerendered HTML is being hydrated (the
 * HTML was rendered signed out, and the first render in the browser must match it), then the
 * stored or live user. The header and the account pages' frame show it.
 */
export function useShownUser(): AuthUser | null {
  const { user } = useAuth();
  return useHydrated() ? user : null;
}
