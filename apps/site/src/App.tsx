import { Navigate, Route, Routes } from 'react-router-dom';
import { ThemeRoot } from '@penzugy/widgets';
import { HomePage } from './HomePage';

/** The routed site. Until the site issue lands it has the home page and the catch-all redirect. */
export function App() {
  return (
    <ThemeRoot theme="dark">
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </ThemeRoot>
  );
}
