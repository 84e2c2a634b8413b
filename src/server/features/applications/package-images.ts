import { Readable } from 'node:stream';
import { loadSharp } from '../../platform/images/sharp.ts';
import { StreamReader } from './package-stream-reader.ts';

/**
 * An image ready to become a PDF image XObject without decoding it: its dictionary's entries, and
 * its encoded bytes as they come from the stream (a JPEG as it is, DCTDecode; a PNG's IDAT data,
 * FlateDecode with the PNG predictor).
 */
export interface PdfImage {
  width: number;
  height: number;
  /** Entries of the XObject dictionary besides Type, Subtype, Width, Height and Length. */
  entries: string;
  /** The stream's bytes; `length` when known in advance (else the writer writes it after). */
  bytes: AsyncIterable<Buffer>;
  length: number | null;
  /** Reads what is left of the source (the decipher checks its tag at the end). */
  finish: () => Promise<void>;
}

const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const STANDALONE = (code: number) => code === 0x01 || code === 0xd8 || (code >= 0xd0 && code <= 0xd7);

/**
 * A JPEG of `size` bytes: its header is read up to the frame's size (SOF), then every byte is passed
 * on unchanged: the PDF embeds the JPEG itself (DCTDecode), never decoded or encoded again.
 */
export async function jpegImage(stream: Readable, size: number): Promise<PdfImage> {
  const reader = new StreamReader(stream);
  const head: Buffer[] = [await reader.exactly(2)];
  if (head[0][0] !== 0xff || head[0][1] !== 0xd8) throw new Error('Not a JPEG');
  let adobe = false;
  for (;;) {
    const marker = await reader.exactly(2);
    head.push(marker);
    if (marker[0] !== 0xff) throw new Error('A JPEG marker was expected');
    const code = marker[1];
    if (STANDALONE(code) || code === 0xff) continue;
    const lengthBytes = await reader.exactly(2);
    const body = await reader.exactly(lengthBytes.readUInt16BE(0) - 2);
    head.push(lengthBytes, body);
    if (code === 0xee && body.subarray(0, 5).toString('latin1') === 'Adobe') adobe = true;
    if (code === 0xda) throw new Error('A JPEG without a frame header');
    if (!SOF_MARKERS.has(code)) continue;
    const height = body.readUInt16BE(1);
    const width = body.readUInt16BE(3);
    const components = body[5];
    if (!width || !height || ![1, 3, 4].includes(components)) throw new Error('An unsupported JPEG frame');
    const colorSpace = components === 1 ? '/DeviceGray' : components === 3 ? '/DeviceRGB' : '/DeviceCMYK';
    // Adobe's CMYK JPEGs store the inks inverted.
    const decode = components === 4 && adobe ? ' /Decode [1 0 1 0 1 0 1 0]' : '';
    const headBytes = Buffer.concat(head);
    return {
      width,
      height,
      entries: `/ColorSpace ${colorSpace} /BitsPerComponent 8 /Filter /DCTDecode${decode}`,
      length: size,
      bytes: (async function* () {
        yield headBytes;
        yield* reader.pieces(size - headBytes.length);
      })(),
      finish: async () => {
        if ((await reader.drain()) !== 0) throw new Error('The JPEG is longer than its recorded size');
      },
    };
  }
}

interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlace: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Grey, RGB or palette, 8 bits or fewer, not interlaced: its IDAT data is a PDF Flate stream as it is. */
const passesThrough = (h: PngHeader) =>
  h.interlace === 0 && (h.colorType === 2 ? h.bitDepth === 8 : (h.colorType === 0 || h.colorType === 3) && h.bitDepth <= 8);

/**
 * A PNG: its compressed pixel data (the IDAT chunks) goes into the PDF as it is, with the PNG
 * predictor declared, so nothing is decoded. A PNG with transparency, 16 bits or interlacing is
 * first flattened onto white by sharp (one image of at most 10 MB, in memory).
 */
export async function pngImage(stream: Readable, size: number): Promise<PdfImage> {
  const reader = new StreamReader(stream);
  if (!(await reader.exactly(8)).equals(PNG_SIGNATURE)) throw new Error('Not a PNG');
  const ihdr = await reader.exactly(8 + 13 + 4);
  if (ihdr.subarray(4, 8).toString('latin1') !== 'IHDR') throw new Error('A PNG without its header');
  const header: PngHeader = {
    width: ihdr.readUInt32BE(8),
    height: ihdr.readUInt32BE(12),
    bitDepth: ihdr[16],
    colorType: ihdr[17],
    interlace: ihdr[20],
  };
  if (!passesThrough(header)) {
    const whole = Buffer.concat([PNG_SIGNATURE, ihdr, await reader.exactly(size - reader.consumed)]);
    // sharp loads on first use (platform/images/sharp.ts): the idle server does not carry libvips.
    const sharp = await loadSharp();
    const flat = await sharp(whole).flatten({ background: '#ffffff' }).toColourspace('srgb').png().toBuffer();
    return pngImage(Readable.from([flat]), flat.length);
  }
  let palette: Buffer | null = null;
  // The chunks before the pixels (a palette among them); then the IDAT chunks' data, passed on.
  let chunk = await reader.exactly(8);
  while (chunk.subarray(4, 8).toString('latin1') !== 'IDAT') {
    const length = chunk.readUInt32BE(0);
    const type = chunk.subarray(4, 8).toString('latin1');
    if (type === 'IEND') throw new Error('A PNG without pixels');
    const data = await reader.exactly(length + 4);
    if (type === 'PLTE') palette = data.subarray(0, length);
    chunk = await reader.exactly(8);
  }
  const colors = header.colorType === 2 ? 3 : 1;
  const colorSpace =
    header.colorType === 3
      ? `[/Indexed /DeviceRGB ${palette ? palette.length / 3 - 1 : 0} <${(palette ?? Buffer.alloc(3)).toString('hex')}>]`
      : header.colorType === 2
        ? '/DeviceRGB'
        : '/DeviceGray';
  const first = chunk;
  return {
    width: header.width,
    height: header.height,
    entries:
      `/ColorSpace ${colorSpace} /BitsPerComponent ${header.bitDepth} /Filter /FlateDecode ` +
      `/DecodeParms << /Predictor 15 /Colors ${colors} /BitsPerComponent ${header.bitDepth} /Columns ${header.width} >>`,
    length: null,
    bytes: (async function* () {
      let current = first;
      while (current.subarray(4, 8).toString('latin1') === 'IDAT') {
        yield* reader.pieces(current.readUInt32BE(0));
        await reader.exactly(4); // the chunk's CRC
        current = await reader.exactly(8);
      }
    })(),
    finish: async () => {
      await reader.drain();
    },
  };
}
