import { Navigate, Route, Routes } from 'react-router-dom';
import { SITE_ROUTES } from './routes';
import { Layout } from './shell/Layout';
import { RoutePage } from './shell/RoutePage';

/** The routed site: one layout, one lazily loaded page per route, and any other path goes home. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {SITE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
