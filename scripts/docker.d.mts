export interface DockerInstruction {
  op: string;
  args: string;
}
export declare const REPO_ROOT: string;
export declare function dockerfileStages(text: string): DockerInstruction[][];
export declare function dockerUnavailable(what: string): string | null;
export declare const docker: (...args: string[]) => Promise<{ stdout: string; stderr: string }>;
export declare function imageFacts(tag: string): Promise<{ version: string; uid: string; hasNpm: boolean }>;
export declare function runUntilHealthy(
  tag: string,
  name: string,
  ports: number[],
  env?: Record<string, string>,
): Promise<(port: number) => Promise<string>>;
export declare function stopAndExitCode(name: string): Promise<string>;
export declare function removeImage(tag: string, name: string): Promise<void>;
export declare function copiedSources(stages: DockerInstruction[][]): string[];
export declare function runCommand(argv: string[], env: Record<string, string>): Promise<number | null>;
