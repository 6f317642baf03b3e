// A Next.js App Router app as the widgets' README tells it: a server layout that puts the dark
// theme's class on <body> with `themeClass` from the server-safe `@penzugy/widgets/theme`, and
// server pages that render one widget each from its own entry (next-app.mjs builds and checks it).
import { themeClass } from '@penzugy/widgets/theme';
import { Hydrated } from './hydrated';

// No favicon request (a 404 would be a console error the check counts).
export const metadata = { title: 'Pénzügy consumer (Next.js)', icons: { icon: 'data:,' } };

export default function RootLayout({ children }) {
  return (
    <html lang="hu">
      <body className={themeClass('dark')}>
        <Hydrated />
        {children}
      </body>
    </html>
  );
}
