import type { Browser, BrowserContext } from 'playwright-core';

export interface LayoutView {
  name: string;
  width: number;
  height: number;
  js: boolean;
}
export interface LayoutShift {
  value: number;
  sources: string[];
}
export interface LayoutShiftResult {
  route: string;
  url: string;
  view: string;
  sum: number;
  shifts: LayoutShift[];
}
export declare const CLS_LIMIT: number;
export declare const LAYOUT_VIEWS: LayoutView[];
export declare function overLimit(results: { url: string; sum: number; shifts: LayoutShift[] }[]): string[];
export declare function routeAddresses(routePaths: string[], sitemapPaths: string[]): { route: string; url: string }[];
export declare function sitemapLocPaths(xml: string): string[];
export declare function sitemapPaths(base: string): Promise<string[]>;
export declare function layoutContext(
  browser: Browser,
  view: LayoutView,
  theme?: 'dark' | 'light',
): Promise<BrowserContext>;
export declare function measureLayoutShift(
  context: BrowserContext,
  url: string,
  js: boolean,
): Promise<{ sum: number; shifts: LayoutShift[] }>;
export declare function measureRoutes(
  browser: Browser,
  base: string,
  addresses: { route: string; url: string }[],
  views?: LayoutView[],
  theme?: 'dark' | 'light',
): Promise<LayoutShiftResult[]>;
export declare function layoutShiftTable(results: LayoutShiftResult[], views?: LayoutView[]): string;
