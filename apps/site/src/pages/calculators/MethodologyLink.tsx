import * as page from '../common/pages.css';
import { SiteLink } from '../../shell/SiteLink';

/** The line under every calculator that leads to the rules and formulas it counts with (/modszertan). */
export function MethodologyLink() {
  return (
    <p className={page.meta}>
      <SiteLink to="/modszertan">Módszertan és jogszabályok</SiteLink>: a képletek, és minden szabály, amellyel a
      kalkulátor számol, hatálybalépéssel és forrással.
    </p>
  );
}
