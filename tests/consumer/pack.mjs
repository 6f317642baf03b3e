/**
 * Packing the published packages (`npm pack`) and checking what each tarball holds and declares.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { check, root, run } from './support.mjs';

/** The packages a consumer installs: the widgets and the workspace packages they depend on. */
export const PACKAGES = ['@penzugy/finance-core', '@penzugy/documents', '@penzugy/widgets'];

/**
 * Builds the packages (turbo, cached; unless `build` is false), packs them and checks what each tarball
 * holds and declares; returns the tarballs' paths.
 */
export function pack(/** @type {string} */ dir, { build = true } = {}) {
  if (build)
    run('npx', ['turbo', 'run', 'build', ...PACKAGES.map((p) => `--filter=${p}`)], root, {
      TURBO_TELEMETRY_DISABLED: '1',
    });
  const out = run('npm', ['pack', '--json', '--pack-destination', dir, ...PACKAGES.flatMap((p) => ['-w', p])], root);
  /** @type {{ name: string, filename: string, files: { path: string }[] }[]} */
  const packed = JSON.parse(out);
  for (const p of packed) {
    const files = p.files.map((f) => f.path);
    const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', p.name, 'package.json'), 'utf8'));
    check(
      files.includes('LICENSE') && files.includes('README.md') && manifest.license === 'MIT',
      `${p.name}: the tarball has its LICENSE (MIT) and README`,
    );
    check(
      /github\.com\/penzugy\/penzugy/.test(manifest.repository?.url ?? '') && typeof manifest.homepage === 'string',
      `${p.name}: package.json names its repository and homepage (npm provenance checks the repository)`,
    );
    const maps = files.filter((f) => f.endsWith('.map'));
    check(
      maps.length === 0,
      `${p.name}: no source maps shipped (they would point at sources the package does not ship)${maps.length ? `: ${maps.join(', ')}` : ''}`,
    );
    const internal = Object.entries(manifest.dependencies ?? {}).filter(
      ([name, range]) => name.startsWith('@penzugy/') && !/^[\^~]/.test(String(range)),
    );
    check(
      internal.length === 0,
      `${p.name}: depends on the other @penzugy packages by range${internal.length ? `, not ${internal.map(([n, r]) => `${n}@${r}`).join(', ')}` : ''}`,
    );
    if (p.name === '@penzugy/widgets') {
      const cjs = files.filter((f) => /\.c[jt]s$/.test(f));
      check(
        cjs.length === 0 && !JSON.stringify(manifest.exports).includes('require'),
        `${p.name}: ES modules only, as its README says (no CommonJS files or require condition)`,
      );
      // Every entry of `exports` is a client entry but `/theme`, which a Server Component calls into.
      const entryFile = (/** @type {string} */ subpath) =>
        path.join(root, 'packages/widgets', manifest.exports[subpath].default);
      const isClient = (/** @type {string} */ subpath) =>
        readFileSync(entryFile(subpath), 'utf8').startsWith('"use client";');
      const subpaths = Object.keys(manifest.exports).filter((s) => typeof manifest.exports[s] === 'object');
      const wrong = subpaths.filter((s) => isClient(s) === (s === './theme'));
      check(
        subpaths.length > 3 && wrong.length === 0,
        `${p.name}: its ${subpaths.length - 1} client entries start with "use client", ./theme does not${wrong.length ? `; wrong: ${wrong.join(', ')}` : ''}`,
      );
      check(
        !('@penzugy/market-data' in (manifest.dependencies ?? {})) &&
          manifest.peerDependenciesMeta?.['pdfjs-dist']?.optional === true,
        `${p.name}: no market-data dependency; pdfjs-dist an optional peer`,
      );
    }
  }
  return packed.map((p) => path.join(dir, p.filename));
}
