export { isSafeHref, safeHref } from './safe-href';
