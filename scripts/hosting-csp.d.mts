export declare const SITE_DIST: string;
export declare const EMBED_DIST: string;
export declare const FIREBASE_JSON: string;
export declare const EMBED_DIR: string;

/** A firebase.json, as far as these functions read it. */
export type FirebaseConfig = {
  hosting: {
    public: string;
    headers: { source: string; headers: { key: string; value: string }[] }[];
    rewrites?: Record<string, unknown>[];
    [key: string]: unknown;
  };
  [key: string]: unknown;
};

export declare function inlineScripts(html: string): string[];
export declare function sourceHash(text: string): string;
export declare function htmlFiles(dir: string): string[];
export declare function inlineStyles(html: string): string[];
export declare function styleAttributes(html: string): string[];
export declare function collectScriptHashes(dist: string): Map<string, string[]>;
export declare function collectStyleHashes(dist: string): {
  elements: Map<string, string[]>;
  attributes: Map<string, string[]>;
};
export declare const EMULATOR_AUTH_DOMAIN: string;
export declare function authDomainOf(env?: Record<string, string | undefined>): string;
export declare function parsePolicy(policy: string): Map<string, string[]>;
export declare function formatPolicy(directives: Map<string, string[]>): string;
export declare function allowedScriptHashes(config: FirebaseConfig, directive?: string): string[];
export declare function withBuildPolicy(
  config: FirebaseConfig,
  options: {
    scripts: Iterable<string>;
    styles?: { elements: string[]; attributes: string[] };
    authDomain?: string;
    shell?: string;
  },
): FirebaseConfig;
export declare function withEmulatorHosts(config: FirebaseConfig, hosts: string[]): FirebaseConfig;
export declare function shellFileOf(dist: string): string | undefined;
export declare function copyEmbed(dist: string, embedDist: string): void;
export declare function prepareHosting(options?: {
  dist?: string;
  embedDist?: string;
  config?: FirebaseConfig;
  authDomain?: string;
}): {
  config: FirebaseConfig;
  hashes: Map<string, string[]>;
  styles: { elements: Map<string, string[]>; attributes: Map<string, string[]> };
};
