import type { Sharp, SharpInput, SharpOptions } from 'sharp';

type SharpFactory = (input?: SharpInput, options?: SharpOptions) => Sharp;
let loading: Promise<SharpFactory> | null = null;

/**
 * sharp (libvips), loaded on first use: a server that is not processing photos does not carry the
 * image library in memory (about 16 MB of the idle process). See docs/decisions/019-lean-server-process.md.
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then((module) => module.default as SharpFactory);
  return loading;
}
