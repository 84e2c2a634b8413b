export const BUILD_DIR: string;
export const SERVER_ENTRY: string;
export const STAMP_FILE: string;
export const BUILD_INPUTS: string[];
export function sourcesFingerprint(root?: string): string;
export function recordedFingerprint(): string | null;
