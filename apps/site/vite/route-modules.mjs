/**
 * Which page module each route of src/routes.ts loads, read from the route table's source text (a
 * route's loader is a function, so its target is not visible at run time). Used by the build's
 * route preloading (vite/route-preload.ts) and by the route-size benchmark (scripts/bench-site.mjs).
 *
 * @param {string} source the text of src/routes.ts
 * @returns {{ path: string, module: string }[]} module relative to src/, without extension
 */
export function routeModules(source) {
  const shared = Object.fromEntries(
    [...source.matchAll(/const (\w+) = \(\) => import\('\.\/(pages\/[^']+)'\)/g)].map((m) => [m[1], m[2]]),
  );
  return [...source.matchAll(/\{ path: '([^']+)'.*?load: (?:\(\) => import\('\.\/(pages\/[^']+)'\)|(\w+)) \}/g)].map(
    (m) => ({
      path: m[1],
      module: m[2] ?? shared[m[3]],
    }),
  );
}

/**
 * A regular expression source matching a route path pattern ('/stocks/:id' → ^/stocks/[^/]+$).
 * @param {string} path
 */
export function routePattern(path) {
  return `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`;
}
