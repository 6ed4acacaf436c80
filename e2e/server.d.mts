export const E2E_PORT: number;
export const baseURL: string;
export const healthURL: string;
export const serverCommand: readonly [string, ...string[]];
export function freshDataDir(): string;
export function serverEnv(dataDir: string): Record<string, string>;
export const STARTED_ENV: string;
