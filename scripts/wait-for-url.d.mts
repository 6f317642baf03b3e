export declare function waitForUrl(url: string, ms: number): Promise<Response>;
