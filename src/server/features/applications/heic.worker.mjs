// Turns one HEIC photo into a JPEG off the main thread (docs/decisions/055): libheif in WebAssembly
// grows its memory to hold the decoded picture and never gives it back, so each decoding runs in a
// worker of its own whose memory goes with it. Plain JavaScript, so the same file runs from the
// sources (tests, development) and beside the compiled server (build/backend).
//
// Posts { jpeg } (the photo as a JPEG without metadata) or { error: 'too-big' | 'unreadable' }.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';
import sharp from 'sharp';

async function convert() {
  const images = await decode.all({ buffer: workerData.data });
  try {
    const [first] = images;
    if (!first) return { error: 'unreadable' };
    // Refused before the pixels are decoded: a small file may announce a huge picture.
    if (first.width * first.height > workerData.maxPixels) return { error: 'too-big' };
    const image = await first.decode();
    const pixels = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    const jpeg = await sharp(pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer();
    return { jpeg };
  } finally {
    images.dispose();
  }
}

convert().then(
  (answer) => parentPort.postMessage(answer),
  () => parentPort.postMessage({ error: 'unreadable' }),
);
