import { Link } from 'react-router-dom';
import * as page from '../common/pages.css';

/** The line under every calculator that leads to the rules and formulas it counts with (/modszertan). */
export function MethodologyLink() {
  return (
    <p className={page.meta}>
      <Link to="/modszertan">Módszertan és jogszabályok</Link>: a képletek, és minden szabály, amellyel a kalkulátor
      számol, hatálybalépéssel és forrással.
    </p>
  );
}
