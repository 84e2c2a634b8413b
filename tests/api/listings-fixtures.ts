import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import type { TestApp } from '../support/app.ts';

/** Test fixtures for the listings API: form bodies, images, and listings created through the API. */

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\ncontent-type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A plain JPEG of the given size. */
export function jpeg(width = 1200, height = 800, background = '#5577aa'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export const imagePart = (data: Buffer, index = 0, filename = `photo-${index}.jpg`): FilePart => ({
  name: `image_${index}`,
  filename,
  contentType: 'image/jpeg',
  data,
});

/** The form fields of a valid listing, as the admin form sends them (all text). */
export function listingFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    address: '145 East 29th Street, New York, NY 10016',
    neighborhood: '4B',
    price: '3650',
    bedrooms: '1',
    bathrooms: '1',
    size: 'No Roomies',
    description: 'Charming one-bedroom.\nClose to the 6 train.',
    status: 'active',
    amenities: JSON.stringify(['Dishwasher', 'Elevator']),
    is_sublet: 'false',
    ...overrides,
  };
}

export interface ListingSpec {
  address?: string;
  neighborhood?: string;
  price?: number;
  bedrooms?: number;
  bathrooms?: number;
  size?: string;
  description?: string;
  status?: 'active' | 'inactive' | 'pending';
  is_sublet?: boolean;
  amenities?: string[];
}

/** Creates a listing through POST /api/listings (JSON body) and answers it. */
export async function createListing(t: TestApp, auth: { authorization: string }, spec: ListingSpec = {}): Promise<ListingDto> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/listings',
    headers: auth,
    payload: {
      address: '145 East 29th Street, New York, NY 10016',
      neighborhood: '1A',
      price: 3000,
      bedrooms: 1,
      bathrooms: 1,
      size: 'No Roomies',
      description: 'A listing.',
      status: 'active',
      is_sublet: false,
      amenities: [],
      ...spec,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().listing as ListingDto;
}

/** Every published photo file, in the local folder or the bucket, sorted. */
export async function uploadedFiles(t: TestApp): Promise<string[]> {
  return t.app.services.photos.list();
}

/** The files on disk of one photo answer (every width and the link-preview JPEG). */
export function photoFiles(t: TestApp, photo: { url: string; widths: number[] }): string[] {
  const name = photo.url.replace(/^\/uploads\//, '');
  return [...photo.widths.map((w) => name.replace(/-\d+\.webp$/, `-${w}.webp`)), name.replace(/-\d+\.webp$/, '-og.jpg')].map(
    (n) => path.join(t.config.uploadsDir, n),
  );
}

/** The names in the photo store of one photo answer (every width and the link-preview JPEG), whichever store it is. */
export function photoFileNames(photo: { url: string; widths: number[] }): string[] {
  const name = photo.url.replace(/^.*?\/(photos\/)/, '$1');
  return [
    ...photo.widths.map((w) => name.replace(/-\d+\.webp$/, `-${w}.webp`)),
    name.replace(/-\d+\.webp$/, '-og.jpg'),
    name.replace(/-\d+\.webp$/, '-portal.jpg'),
  ];
}

/** The bytes of one stored file, or null when the store has no such file. */
export async function readStoredFile(t: TestApp, name: string): Promise<Buffer | null> {
  const file = await t.app.services.photos.read(name);
  if (file === null || file === 'not-modified') return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
