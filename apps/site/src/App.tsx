import { Navigate, type RouteObject } from 'react-router-dom';
import { AuthProvider } from './auth';
import { SITE_ROUTES } from './routes';
import { Layout } from './shell/Layout';
import { RoutePage } from './shell/RoutePage';

/** The shell every page shares; accounts sit inside the router (sign-out navigates). */
function Root() {
  return (
    <AuthProvider>
      <Layout />
    </AuthProvider>
  );
}

/**
 * The routed site for React Router's data routers (the browser's and the prerender's static one):
 * one layout, one lazily loaded page per route of src/routes.ts, and any other path goes home.
 * `fallback` replaces the unknown-path redirect (the prerendered shell of client-rendered pages).
 */
export function siteRoutes(fallback = <Navigate to="/" replace />): RouteObject[] {
  return [
    {
      element: <Root />,
      children: [
        ...SITE_ROUTES.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
        { path: '*', element: fallback },
      ],
    },
  ];
}
