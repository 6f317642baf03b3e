import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useLocation } from 'react-router-dom';
import { safeHref } from '@penzugy/widgets';

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The page's absolute path on the site ("/blog", "/hirek/kategoria/ai"), with query or hash if any. */
  to: string;
};

/**
 * A link to a page of the site: a plain `<a href>`. The shell's one click listener
 * (`useInternalLinks`) turns a click on it into a navigation without a reload, as it does for the
 * widgets' links. React Router's `<Link>` ran five hooks for every link while a prerendered page
 * hydrated (~1.5 ms each at 4× CPU slowdown, 61 links on /blog) to do what that listener does.
 * The address goes through the link rule like every other (`safeHref`: no `javascript:` link).
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ to, children, ...rest }, ref) {
  return (
    <a ref={ref} href={safeHref(to)} {...rest}>
      {children}
    </a>
  );
});

/**
 * Whether `to` is the page at `pathname`, or, unless `end`, one of the pages under it: React
 * Router's NavLink rule (case-insensitive; "/" only matches itself).
 */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const path = to.split(/[?#]/)[0]!.toLowerCase();
  if (here === path) return true;
  return !end && path !== '/' && here.startsWith(path) && here.charAt(path.length) === '/';
}

/** A SiteLink that marks the page the visitor is on (`aria-current="page"`), as a menu's links do. */
export const SiteNavLink = forwardRef<HTMLAnchorElement, SiteLinkProps & { end?: boolean }>(function SiteNavLink(
  { to, end = false, children, ...rest },
  ref,
) {
  const { pathname } = useLocation();
  return (
    <SiteLink ref={ref} to={to} aria-current={isCurrentPath(pathname, to, end) ? 'page' : undefined} {...rest}>
      {children}
    </SiteLink>
  );
});
