/** Types of serve-demo.mjs, for the end-to-end tests that start it in-process. */
export declare const HOSTILE_CSP: string;

export interface DemoServer {
  /** The demo pages: `/`, `/hostile.html`, `/iframe.html`; the self-hosted embed under `/embed/`. */
  siteUrl: string;
  /** The "CDN" origin serving apps/embed/dist with CORS. */
  cdnUrl: string;
  close(): Promise<void>;
}

export declare function startDemoServer(options?: { port?: number; host?: string; dist?: string }): Promise<DemoServer>;
