declare module 'heic-decode' {
  /** The first image of a HEIC/HEIF file as RGBA pixels (libheif compiled to WebAssembly). */
  export default function decode(input: { buffer: Buffer | ArrayBuffer | Uint8Array }): Promise<{
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }>;
}
