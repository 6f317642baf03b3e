import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { USER_STORAGE_KEY } from '../src/auth/stored-user.ts';
import { LOGIN_PATH, ROUTE_TABLE, routePattern } from '../src/route-table.ts';
import { ROUTE_CSS_GLOBAL } from '../src/shell/route-css.ts';

type OutputChunk = Rollup.OutputChunk;

/** Where the build writes each route's path and page module, beside Vite's manifest (for the benchmark). */
export const ROUTE_MODULES_FILE = '.vite/route-modules.json';

/** Where the prerender puts a page's own stylesheet and module links (vite/prerender.ts). */
export const ROUTE_ASSETS_MARKER = '<!--penzugy:route-assets-->';

/** Each route's pattern (a RegExp source), its JavaScript files and its CSS, as the last build made them. */
export const routeAssetTable: { current: [pattern: string, js: string[], css: string[]][] } = { current: [] };

/**
 * The `<link>` tags of the route matching `urlPath`: stylesheets, so a prerendered page is painted
 * with its own styles (a script-inserted stylesheet does not block rendering, and the unstyled
 * first paint then shifted the whole page), and module preloads for its chunks.
 */
export function routeAssetLinks(urlPath: string): string {
  const row = routeAssetTable.current.find(([pattern]) => new RegExp(pattern).test(urlPath));
  if (!row) return '';
  const [, js, css] = row;
  return [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
}

/** A chunk and every chunk it imports statically, directly or through others. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    const chunk = bundle[f];
    if (seen.has(f) || chunk?.type !== 'chunk') return;
    seen.add(f);
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return seen;
}

/**
 * Starts downloading the current route's chunk (and its CSS) together with the entry, instead of
 * after it: a small inline script in index.html maps the URL to the route's files and adds
 * modulepreload / stylesheet links. Without it the page chunk waits for the entry to run, which
 * cost a calculator route about half a second of Largest Contentful Paint on slow 4G.
 *
 * The routes come from the route table (src/route-table.ts), the one source of routes and their page
 * modules; the build also writes them beside Vite's manifest ({@link ROUTE_MODULES_FILE}).
 */
export function routePreload(siteRoot: string): Plugin {
  let serverBuild = false;
  return {
    name: 'penzugy-route-preload',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    generateBundle() {
      // The browser build only (the prerender's server build has no manifest beside it).
      if (serverBuild) return;
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_MODULES_FILE,
        source: JSON.stringify(ROUTE_TABLE.map((r) => ({ path: r.path, module: `src/${r.module}.tsx` }))),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
        const entry = chunks.find((c) => c.isEntry);
        const inEntry = entry ? staticClosure(bundle, entry.fileName) : new Set<string>();
        // The entry's stylesheets are linked by index.html itself.
        const entryCss = new Set(
          [...inEntry].flatMap((f) => [...((bundle[f] as OutputChunk | undefined)?.viteMetadata?.importedCss ?? [])]),
        );
        const table: [string, string[], string[]][] = [];
        for (const r of ROUTE_TABLE) {
          const chunk = byModule.get(path.join(siteRoot, 'src', `${r.module}.tsx`));
          // Every record names a page file (src/routes.ts fails otherwise), and every page is a chunk.
          if (!chunk) throw new Error(`route-preload: no chunk for ${r.path} (src/${r.module}.tsx)`);
          // Modules: the page's chunk and what it imports directly (its deeper imports follow as these
          // arrive); more preloads would take bandwidth from the stylesheets the first paint waits for.
          const js = [chunk.fileName, ...chunk.imports].filter((f) => !inEntry.has(f));
          // Stylesheets: all the page's, also those of chunks imported through others.
          const css = [...staticClosure(bundle, chunk.fileName)].flatMap((f) => [
            ...((bundle[f] as OutputChunk).viteMetadata?.importedCss ?? []),
          ]);
          table.push([routePattern(r.path), js, [...new Set(css)].filter((f) => !entryCss.has(f))]);
        }
        routeAssetTable.current = table;
        // A signed-in route asked for with nobody stored as signed in gets the login page at once
        // (main.tsx), so it is the login page's files that are wanted.
        const signedIn = ROUTE_TABLE.filter((r) => r.access === 'signed-in').map((r) => routePattern(r.path));
        const who = `localStorage.getItem(${JSON.stringify(USER_STORAGE_KEY)})`;
        const login = `try{if(${JSON.stringify(signedIn)}.some(function(s){return new RegExp(s).test(p)})&&!${who})p=${JSON.stringify(LOGIN_PATH)}}catch(e){}`;
        // Files a prerendered page already links (before this script) are skipped. The stylesheets
        // it adds do not hold the first paint: a promise of their loads lets the entry wait for them
        // (src/shell/route-css.ts).
        const script = `(function(){var t=${JSON.stringify(table)},p=location.pathname,s=[];${login}function a(r,f){if(document.querySelector('link[href="/'+f+'"]'))return;var l=document.createElement('link');l.rel=r;l.href='/'+f;if(r==='stylesheet')s.push(new Promise(function(d){l.onload=l.onerror=function(){d()}}));document.head.appendChild(l)}for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(f){a('modulepreload',f)});t[i][2].forEach(function(f){a('stylesheet',f)});break}}window.${ROUTE_CSS_GLOBAL}=Promise.all(s)})();`;
        return html.replace('</head>', `  ${ROUTE_ASSETS_MARKER}\n    <script>${script}</script>\n  </head>`);
      },
    },
  };
}
