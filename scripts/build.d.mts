// Types of build.mjs for the tests (the script itself stays plain JavaScript).
export declare const ROOT: string;
export declare const ENTRY_NAME: string;
export declare const EXTERNAL: readonly string[];
export declare function newestInput(root?: string): number;
export declare function bundleIsStale(root?: string, outdir?: string): boolean;
export declare function buildBundle(options?: { root?: string; outdir?: string }): Promise<string>;
export declare function ensureBundle(root?: string): Promise<string>;
