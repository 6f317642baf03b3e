import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '@penzugy/widgets';
import { LOGIN_PATH, useAuth } from '../auth';
import { useHydrated } from './useHydrated';

/** Where the login page sends the visitor back to (LoginPage reads it). */
export interface ReturnState {
  from?: string;
}

/**
 * The visitor's own pages: signed out, they go to the login page, which brings them back. While
 * the page asks search engines not to index it: it is nobody else's, and the shell it is served in
 * carries the home page's head. (Hosting adds an X-Robots-Tag header as well, firebase.json.)
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, ready } = useAuth();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
  // The shell rendered on the server cannot know the visitor; the browser decides.
  if (!hydrated || !ready) return <Spinner label="Oldal betöltése..." />;
  if (!user) return <Navigate to={LOGIN_PATH} replace state={{ from: pathname } satisfies ReturnState} />;
  return <>{children}</>;
}
