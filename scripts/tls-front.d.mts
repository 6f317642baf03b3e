export declare function startTlsFront(options: {
  target: string;
  port: number;
}): Promise<{ url: string; stop: () => Promise<void> }>;
