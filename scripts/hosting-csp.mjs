#!/usr/bin/env node
/**
 * Prepares the built site (apps/site/dist) for Firebase Hosting (../firebase.json):
 *
 * 1. copies the partner embed's build (apps/embed/dist) under /embed/, so the loader, its versioned
 *    widget files and frame.html are served from the site's origin with their own headers;
 * 2. hashes every inline executable <script> of every built HTML page and writes the hashes into
 *    the Content-Security-Policy of firebase.json ('sha256-…' in script-src; never 'unsafe-inline'),
 *    and points the single-page fallback at the shell the build produced;
 * 3. does the same for styles: every inline <style> (the prerenderer inlines each route's CSS) and
 *    every style="…" attribute the prerendered markup carries (a handful of chart sizes and fills,
 *    allowed by hash with 'unsafe-hashes'; style attributes set later by script go through the CSSOM,
 *    which CSP does not restrict), so style-src needs no 'unsafe-inline' either;
 * 4. allows frames from the Firebase Auth domain the site is built for (its sign-in helper iframe):
 *    that one host, not every *.firebaseapp.com.
 *
 * The hashes change with every build (the route-preload script names the hashed chunks), so run
 * this after each build, before `firebase deploy` or the hosting emulator:
 *
 *   node scripts/hosting-csp.mjs [--dist apps/site/dist] [--embed apps/embed/dist] [--config firebase.json] [--check]
 *
 * `--check` writes nothing and exits 1 when firebase.json lacks a hash of the build. The auth domain
 * comes from VITE_FIREBASE_AUTH_DOMAIN, the variable the site was built with (apps/site/src/auth/config.ts);
 * without it, the emulators' demo project's, as in the site.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SITE_DIST = path.join(root, 'apps/site/dist');
export const EMBED_DIST = path.join(root, 'apps/embed/dist');
export const FIREBASE_JSON = path.join(root, 'firebase.json');
/** Where the embed's files live in the hosted site. */
export const EMBED_DIR = 'embed';
/**
 * Folders whose HTML is not the site's: the library's filings are served sandboxed with scripts
 * off (their own policy in firebase.json), and the embed's frame.html has no inline scripts and a
 * policy of its own.
 */
const FOREIGN_HTML_DIRS = ['library', EMBED_DIR];
/** The page served for addresses without a file of their own, the first the build produced. */
const SHELL_CANDIDATES = ['app-shell.html', 'index.html'];

// ------------------------------------------------------------------------------------------ HTML

/** MIME types a browser runs as classic script (the HTML standard's JavaScript MIME type essences). */
const JS_MIME =
  /^(?:(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/;

/** The value of one attribute in a start tag's attribute text, or undefined. */
function attribute(attrs, name) {
  const m = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|$)`, 'i').exec(attrs);
  if (!m) return undefined;
  return m[1] ?? m[2] ?? m[3] ?? '';
}

/** True when a <script> with these attributes runs (no src, and a JavaScript or module type). */
function isExecutableInline(attrs) {
  if (attribute(attrs, 'src') !== undefined) return false;
  const type = attribute(attrs, 'type');
  if (type === undefined) return true;
  const essence = type.trim().toLowerCase();
  return essence === '' || essence === 'module' || JS_MIME.test(essence);
}

/**
 * The text of every inline executable script of a page, exactly as the browser hashes it. A
 * script element's text ends at the first `</script` whatever it contains; comments are skipped
 * so a commented-out script is not counted.
 */
export function inlineScripts(html) {
  const scripts = [];
  const pattern = /<!--[\s\S]*?-->|<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script/gi;
  for (const m of html.matchAll(pattern)) {
    if (m[0].startsWith('<!--')) continue;
    if (isExecutableInline(m[1] ?? '')) scripts.push(m[2] ?? '');
  }
  return scripts;
}

/** The CSP source expression of a script or style text: 'sha256-<base64>' of its UTF-8 bytes. */
export function sourceHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every <style> element of a page, as the browser hashes it (comments skipped). */
export function inlineStyles(html) {
  const styles = [];
  for (const m of html.matchAll(/<!--[\s\S]*?-->|<style\b(?:[^>"']|"[^"]*"|'[^']*')*>([\s\S]*?)<\/style/gi)) {
    if (!m[0].startsWith('<!--')) styles.push(m[1] ?? '');
  }
  return styles;
}

/** The character references the prerenderer writes into attribute values, decoded as a parser does. */
function decodeAttribute(value) {
  return value.replace(/&(?:#x([\da-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_, hex, dec, name) =>
    hex
      ? String.fromCodePoint(parseInt(hex, 16))
      : dec
        ? String.fromCodePoint(Number(dec))
        : { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name.toLowerCase()],
  );
}

/**
 * The value of every style attribute in a page's markup (decoded, as the browser hashes it). Start
 * tags are read where markup is: comments and the contents of <script> and <style> are skipped.
 */
export function styleAttributes(html) {
  const values = [];
  const pattern = /<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1\s*>|<[a-z][\w:-]*((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
  for (const m of html.matchAll(pattern)) {
    if (m[2] === undefined) continue;
    const value = attribute(m[2].replace(/\/\s*$/, ''), 'style'); // a self-closing tag's '/' is not part of the value
    if (value !== undefined) values.push(decodeAttribute(value));
  }
  return values;
}

/** Every .html file under dir (relative paths), skipping the foreign folders at the top. */
export function htmlFiles(dir) {
  const out = [];
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!sub && FOREIGN_HTML_DIRS.includes(entry.name)) continue;
        walk(rel);
      } else if (entry.name.endsWith('.html')) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

/** The hashes of what `texts` finds in each page of a built site, each with the pages that carry it. */
function collectHashes(dist, texts) {
  const hashes = new Map();
  for (const file of htmlFiles(dist)) {
    for (const text of texts(readFileSync(path.join(dist, file), 'utf8'))) {
      const hash = sourceHash(text);
      if (!hashes.has(hash)) hashes.set(hash, []);
      hashes.get(hash).push(file);
    }
  }
  return hashes;
}

/** The hashes of the inline scripts of a built site, each with the pages that carry it. */
export function collectScriptHashes(dist) {
  return collectHashes(dist, inlineScripts);
}

/** The hashes of the inline styles of a built site (<style> elements and style attributes). */
export function collectStyleHashes(dist) {
  return {
    elements: collectHashes(dist, inlineStyles),
    attributes: collectHashes(dist, styleAttributes),
  };
}

/** The emulators' demo project's auth domain (EMULATOR_PROJECT_ID in apps/site/src/auth/config.ts). */
export const EMULATOR_AUTH_DOMAIN = 'demo-penzugy.firebaseapp.com';

/** The auth domain the site is built for (apps/site/src/auth/config.ts reads the same variable). */
export function authDomainOf(env = process.env) {
  return env.VITE_FIREBASE_AUTH_DOMAIN?.trim() || EMULATOR_AUTH_DOMAIN;
}

// ------------------------------------------------------------------------------------------ policy

/** A policy string as a map of directive → sources, in order. */
export function parsePolicy(policy) {
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

export function formatPolicy(directives) {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The site's policy header (the one on every path, `**`), found in a firebase.json object. */
function siteHeaderOf(config) {
  const rule = config.hosting?.headers?.find((h) => h.source === '**');
  const header = rule?.headers.find((h) => h.key.toLowerCase() === 'content-security-policy');
  if (!header) throw new Error('firebase.json has no Content-Security-Policy header for "**"');
  return header;
}

/** The hashes firebase.json's site policy allows now in `directive` (script-src by default). */
export function allowedScriptHashes(config, directive = 'script-src') {
  return (parsePolicy(siteHeaderOf(config).value).get(directive) ?? []).filter((s) => s.startsWith("'sha256-"));
}

/** A directive's sources without hashes and without the keywords this script decides. */
const withoutHashes = (sources) =>
  sources.filter((s) => !s.startsWith("'sha256-") && s !== "'unsafe-inline'" && s !== "'unsafe-hashes'");

/**
 * firebase.json with the site's policy made for one build (a copy; the input is unchanged):
 * - script-src allows exactly `scripts` (hashes of the inline scripts);
 * - style-src, when `styles` is given, its element and attribute hashes ('unsafe-hashes' only when
 *   there are attributes);
 * - frame-src, when `authDomain` is given, that auth domain instead of any *.firebaseapp.com;
 * - the single-page fallback, when `shell` is given, points at that file.
 */
export function withBuildPolicy(config, { scripts, styles, authDomain, shell }) {
  const next = structuredClone(config);
  const header = siteHeaderOf(next);
  const directives = parsePolicy(header.value);
  directives.set('script-src', [...withoutHashes(directives.get('script-src') ?? ["'self'"]), ...[...scripts].sort()]);
  if (styles) {
    const elements = [...styles.elements].sort();
    const attributes = [...styles.attributes].filter((h) => !styles.elements.includes(h)).sort();
    directives.set('style-src', [
      ...withoutHashes(directives.get('style-src') ?? ["'self'"]),
      ...(attributes.length > 0 ? ["'unsafe-hashes'"] : []),
      ...elements,
      ...attributes,
    ]);
  }
  if (authDomain) {
    const frames = (directives.get('frame-src') ?? ["'self'"]).filter((s) => !/\.firebaseapp\.com$/.test(s));
    directives.set('frame-src', [...frames, `https://${authDomain}`]);
  }
  header.value = formatPolicy(directives);
  if (shell) {
    for (const rewrite of next.hosting.rewrites ?? []) {
      if (rewrite.destination && rewrite.destination.endsWith('.html')) rewrite.destination = `/${shell}`;
    }
  }
  return next;
}

/**
 * The same configuration for the local emulators: the site's connect-src also reaches the Auth and
 * Firestore emulators (development only; never deployed).
 */
export function withEmulatorHosts(config, hosts) {
  const next = structuredClone(config);
  const header = siteHeaderOf(next);
  const directives = parsePolicy(header.value);
  directives.set('connect-src', [...(directives.get('connect-src') ?? ["'self'"]), ...hosts.map((h) => `http://${h}`)]);
  header.value = formatPolicy(directives);
  return next;
}

/** The shell file the build produced (served for client-rendered addresses). */
export function shellFileOf(dist) {
  return SHELL_CANDIDATES.find((f) => existsSync(path.join(dist, f)));
}

/** Copies the embed's build to dist/embed (replacing an older copy). */
export function copyEmbed(dist, embedDist) {
  if (!existsSync(path.join(embedDist, 'embed.js'))) {
    throw new Error(
      `${embedDist}/embed.js is missing: build the embed first (npx turbo run build --filter=@penzugy/embed).`,
    );
  }
  const target = path.join(dist, EMBED_DIR);
  rmSync(target, { recursive: true, force: true });
  cpSync(embedDist, target, { recursive: true, filter: (src) => !src.endsWith('.map') });
}

/**
 * Copies the embed and returns firebase.json for the build in `dist` (hashes and shell filled in).
 */
export function prepareHosting({
  dist = SITE_DIST,
  embedDist = EMBED_DIST,
  config = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')),
  authDomain = authDomainOf(),
} = {}) {
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist}/index.html is missing: build the site first.`);
  copyEmbed(dist, embedDist);
  const hashes = collectScriptHashes(dist);
  const styles = collectStyleHashes(dist);
  const styleHashes = { elements: [...styles.elements.keys()], attributes: [...styles.attributes.keys()] };
  return {
    config: withBuildPolicy(config, {
      scripts: hashes.keys(),
      styles: styleHashes,
      authDomain,
      shell: shellFileOf(dist),
    }),
    hashes,
    styles,
  };
}

// ------------------------------------------------------------------------------------------ CLI

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      embed: { type: 'string' },
      config: { type: 'string' },
      check: { type: 'boolean' },
    },
  });
  const dist = path.resolve(values.dist ?? SITE_DIST);
  const configFile = path.resolve(values.config ?? FIREBASE_JSON);
  const current = JSON.parse(readFileSync(configFile, 'utf8'));
  if (values.check) {
    const allowed = new Set([...allowedScriptHashes(current), ...allowedScriptHashes(current, 'style-src')]);
    const styles = collectStyleHashes(dist);
    const missing = [...collectScriptHashes(dist), ...styles.elements, ...styles.attributes].filter(
      ([hash]) => !allowed.has(hash),
    );
    for (const [hash, files] of missing)
      console.error(
        `${hash} (${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''}) is not in ${configFile}`,
      );
    if (missing.length > 0) process.exit(1);
    console.log(`every inline script and style of ${dist} is allowed by ${configFile}`);
  } else {
    const { config, hashes, styles } = prepareHosting({
      dist,
      embedDist: path.resolve(values.embed ?? EMBED_DIST),
      config: current,
    });
    writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
    console.log(
      `${configFile}: ${hashes.size} inline script and ${styles.elements.size + styles.attributes.size} style hash(es) from ${htmlFiles(dist).length} HTML files; embed copied to ${dist}/${EMBED_DIR}`,
    );
  }
}
