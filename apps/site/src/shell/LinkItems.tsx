import { SiteLink, SiteNavLink } from './SiteLink';

export interface LinkItem {
  to: string;
  label: string;
}

/**
 * The `<li>` entries of a list of text links (the list, with its label, is the caller's). `current`
 * links mark the page the visitor is on (NavLink's aria-current), as menus do; footers and forms do not.
 */
export function LinkItems({
  links,
  className,
  current = false,
}: {
  links: readonly LinkItem[];
  className: string;
  current?: boolean;
}) {
  const To = current ? SiteNavLink : SiteLink;
  return links.map(({ to, label }) => (
    <li key={to}>
      <To to={to} className={className}>
        {label}
      </To>
    </li>
  ));
}
