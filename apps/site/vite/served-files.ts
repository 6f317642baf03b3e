import type { Plugin } from 'vite';

/** A file the site makes itself: its media type and body. */
export interface ServedFile {
  type: string;
  body: string | Uint8Array;
}

/** The files by URL path (decoded, with the leading slash), each made when it is first asked for. */
export type ServedFiles = () => ReadonlyMap<string, () => ServedFile | Promise<ServedFile>>;

/** The decoded path of a request URL, without its query; '' when it is not validly encoded. */
function requestPath(url: string | undefined): string {
  try {
    return decodeURIComponent((url ?? '').split('?')[0]!);
  } catch {
    return '';
  }
}

/**
 * A plugin for files the site makes at build time: emitted into the build output under their
 * decoded names (what a static server looks for), and answered by the dev server, so `npm start`
 * serves what production does. The list is made once, on first use.
 */
export function servedFiles(name: string, files: ServedFiles): Plugin {
  let cache: ReturnType<ServedFiles> | undefined;
  const all = () => (cache ??= files());
  return {
    name,
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const make = all().get(requestPath(req.url));
        if (!make) return next();
        Promise.resolve()
          .then(make)
          .then(
            (file) => {
              res.setHeader('Content-Type', file.type);
              res.end(file.body);
            },
            (error: unknown) => next(error),
          );
      });
    },
    async generateBundle() {
      for (const [path, make] of all()) {
        this.emitFile({ type: 'asset', fileName: path.replace(/^\//, ''), source: (await make()).body });
      }
    },
  };
}
