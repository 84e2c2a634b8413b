/** Writes `.gz` (Zopfli) and `.br` beside every compressible file of `dir` that they make smaller; answers how many files it read. */
export function precompress(dir: string): Promise<number>;
