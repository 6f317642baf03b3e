export function routeModules(source: string): { path: string; module: string }[];
export function routePattern(path: string): string;
