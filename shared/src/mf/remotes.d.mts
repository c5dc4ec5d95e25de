export declare const SHELL_DEV_PORT: number;
export declare const REMOTES: ReadonlyArray<{ name: string; scope: string; devPort: number }>;
export declare const SINGLETONS: readonly string[];
