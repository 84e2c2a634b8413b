import { readdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { UI } from '../../src/web/admin/listings/listings-ui-text.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { photoFileNames } from '../api/listings-fixtures.ts';
import { adminToken, apiSearch, signInContext } from './admin-listings-fixtures.ts';

/**
 * Photos from the phone (decision 042), at 390 px in Chromium against the build: five 4032×3024 phone
 * photos (EXIF orientation 6 and a GPS position) are shrunk on the device before they are sent, each
 * shows its progress, the stored photos are upright with no metadata; a connection cut mid-upload
 * leaves the form intact and the next Save stores the listing once.
 */
describe('admin listing photos from the phone', () => {
  const MBIT = 1_000_000 / 8;
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  let photos: Array<{ name: string; mimeType: string; buffer: Buffer }>;
  let cutUploads = false;

  /**
   * A phone photo as the camera writes it: 4032×3024 pixels stored sideways with EXIF orientation 6
   * (shown upright as 3024×4032: red at the top, blue at the bottom), grain like a real photo's, GPS.
   */
  async function phonePhoto(seed: number) {
    const width = 4032;
    const height = 3024;
    const raw = Buffer.alloc(width * height * 3);
    let noise = 12345 + seed * 7919;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        noise = (noise * 1103515245 + 12345) & 0x7fffffff;
        const grain = (noise >> 16) % 16;
        const i = (y * width + x) * 3;
        // Stored left half: shown at the top once turned 90° clockwise.
        const red = x < width / 2;
        raw[i] = red ? 200 + (grain >> 2) : 20 + grain;
        raw[i + 1] = 30 + grain + (((x + y) >> 5) % 40);
        raw[i + 2] = red ? 20 + grain : 200 + (grain >> 2);
      }
    }
    const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'TestPhoneMaker', Model: 'Pocket 15' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 44/1 5489/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '73/1 59/1 1152/100',
        },
      })
      .toBuffer();
    return { name: `IMG_00${seed}.jpg`, mimeType: 'image/jpeg', buffer };
  }

  beforeAll(async () => {
    server = await startServer();
    // A connection cut mid-upload, as a dropped mobile link does: the server's end of it is destroyed.
    server.app.server.on('request', (request: IncomingMessage) => {
      if (cutUploads && request.method === 'POST' && request.url === '/api/listings')
        request.once('data', () => setTimeout(() => request.socket.destroy(), 1_000));
    });
    token = await adminToken(server);
    browser = await launchBrowser();
    photos = [];
    for (let i = 0; i < 5; i++) photos.push(await phonePhoto(i));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const originalsBytes = () => photos.reduce((sum, photo) => sum + photo.buffer.length, 0);

  /** The add form at 390 px, its fields filled and the five photos picked. */
  async function addForm(address: string, options: { withoutWorker?: boolean } = {}) {
    const session = await newPage(browser, server.url, VIEWPORTS.phone);
    await signInContext(session.context, token);
    // A browser without OffscreenCanvas sends the originals: how every save went before.
    if (options.withoutWorker) await session.context.addInitScript(() => Reflect.deleteProperty(globalThis, 'OffscreenCanvas'));
    const { page } = session;
    await page.goto('/admin/listings/add');
    await page.getByRole('heading', { name: UI.addTitle }).waitFor();
    for (const [label, value] of Object.entries({
      Address: address,
      'Apartment No.': '4F',
      Price: '3300',
      Bedrooms: '1',
      Bathrooms: '1',
      Size: 'No Roomies',
      Description: 'Photographed on site a minute ago.',
    }))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('radio', { name: /^Active/ }).check();
    await page.locator('input[type=file]').setInputFiles(photos);
    await expect
      .poll(() => page.getByTestId('photo-state').allTextContents(), { timeout: 60_000 })
      .toEqual(Array.from({ length: 5 }, () => expect.stringMatching(/^Ready · (\d+\.\d MB|\d+ KB)$/)));
    return session;
  }

  /**
   * Upload throughput as a phone on mobile data has it (the DevTools protocol's network conditions),
   * and the Content-Length Chromium sent with each POST /api/listings.
   */
  async function throttle(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    const posts: string[] = [];
    const lengths = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.method === 'POST' && new URL(event.request.url).pathname === '/api/listings') posts.push(event.requestId);
    });
    cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
      const length = Object.entries(event.headers).find(([name]) => name.toLowerCase() === 'content-length')?.[1];
      if (length !== undefined) lengths.set(event.requestId, Number(length));
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: 40 * MBIT,
      uploadThroughput: 10 * MBIT,
    });
    return {
      sent: () => posts.map((id) => lengths.get(id) ?? 0),
      /** The signal back at full speed (what is tried next is not about the throughput). */
      lift: () =>
        cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        }),
    };
  }

  /** Every state each photo tile showed, recorded in the page as they change. */
  async function recordStates(page: Page) {
    await page.evaluate(() => {
      const seen: string[][] = [[], [], [], [], []];
      (window as unknown as { seenStates: string[][] }).seenStates = seen;
      new MutationObserver(() => {
        document.querySelectorAll('[data-testid="photo-tile"]').forEach((tile, i) => {
          const text = tile.querySelector('[data-testid="photo-state"]')?.textContent ?? '';
          const list = seen[i];
          if (list && text && list[list.length - 1] !== text) list.push(text);
        });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    return () => page.evaluate(() => (window as unknown as { seenStates: string[][] }).seenStates);
  }

  async function saveAndTime(page: Page) {
    const started = Date.now();
    await page.getByRole('button', { name: UI.save, exact: true }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText(T.created, { exact: true }).waitFor({ timeout: 60_000 });
    return Date.now() - started;
  }

  it(
    'shrinks five phone photos on the device (at most a third of the bytes), shows each one’s progress and stores them upright without metadata',
    { timeout: 180_000 },
    async () => {
      const { page, context } = await addForm('21 Phone Photo Place, New York, NY');
      expect(summaryOf(await seriousViolations(page))).toEqual([]);
      await screenshot(page, 'admin-listing-photos-ready-390');
      const states = await recordStates(page);
      const network = await throttle(page);
      const ms = await saveAndTime(page);
      console.log(
        JSON.stringify({
          figure: 'save with 5 phone photos at 10 Mbit/s up, shrunk on the device',
          saveToCreatedMs: ms,
          sentBytes: network.sent()[0],
          originalsBytes: originalsBytes(),
        }),
      );
      const sent = network.sent();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toBeGreaterThan(0);
      expect(sent[0]).toBeLessThanOrEqual(originalsBytes() / 3);
      // Each photo went through preparing → ready → uploading with a percentage → processing → uploaded.
      for (const seen of await states()) {
        expect(seen.some((text) => /^Uploading \d+%$/.test(text))).toBe(true);
        expect(seen).toContain(UI.photoProcessing);
        expect(seen[seen.length - 1]).toBe(UI.photoDone);
      }
      // Stored upright (portrait, red at the top) with no metadata.
      const [listing] = await apiSearch(server, token, '21 Phone Photo Place');
      expect(listing?.images).toHaveLength(5);
      for (const image of listing!.images) {
        const file = Buffer.from(await (await fetch(`${server.url}${image.url}`)).arrayBuffer());
        const meta = await sharp(file).metadata();
        expect(meta.width!).toBeLessThan(meta.height!);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
        const pixel = (y: number) => [
          ...data.subarray((y * info.width + 10) * info.channels, (y * info.width + 10) * info.channels + 3),
        ];
        expect(pixel(10)[0]).toBeGreaterThan(150); // red at the top
        expect(pixel(info.height - 10)[2]).toBeGreaterThan(150); // blue at the bottom
      }
      await context.close();
    },
  );

  it('before: the same save sending the originals, as a browser that cannot shrink them does', { timeout: 180_000 }, async () => {
    const { page, context } = await addForm('22 Original Photo Place, New York, NY', { withoutWorker: true });
    const network = await throttle(page);
    const ms = await saveAndTime(page);
    console.log(
      JSON.stringify({
        figure: 'save with 5 phone photos at 10 Mbit/s up, originals sent (before)',
        saveToCreatedMs: ms,
        sentBytes: network.sent()[0],
        originalsBytes: originalsBytes(),
      }),
    );
    expect(network.sent()[0]).toBeGreaterThan(originalsBytes());
    expect((await apiSearch(server, token, '22 Original Photo Place'))[0]?.images).toHaveLength(5);
    await context.close();
  });

  it(
    'a connection cut mid-upload leaves the form intact with a clear message; saving again stores the listing once, with no orphan photo',
    { timeout: 180_000 },
    async () => {
      const address = '23 Dropped Signal Place, New York, NY';
      const { page, context, errors } = await addForm(address, { withoutWorker: true });
      const network = await throttle(page);
      // A second into the upload the connection is cut (the server's end of it is destroyed), as a
      // dropped mobile link does.
      cutUploads = true;
      await page.getByRole('button', { name: UI.save, exact: true }).click();
      await page.getByTestId('upload-progress').waitFor();
      await page.getByTestId('upload-interrupted').getByText(UI.connectionLost).waitFor({ timeout: 60_000 });
      await page.getByRole('region', { name: 'Notifications' }).getByText(T.createFailed, { exact: true }).waitFor();
      // The form is as the agent left it: fields, photos (each 'Not sent', with Retry), still on the page.
      expect(page.url()).toContain('/admin/listings/add');
      expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe(address);
      expect(await page.getByTestId('photo-state').allTextContents()).toEqual(Array(5).fill(UI.photoFailed));
      expect(await apiSearch(server, token, address)).toEqual([]);
      await screenshot(page, 'admin-listing-photos-interrupted-390');
      expect(summaryOf(await seriousViolations(page))).toEqual([]);

      // Signal back: the photo's Retry sends the save again, once.
      cutUploads = false;
      await network.lift();
      await page.getByRole('button', { name: UI.retryPhoto(1) }).click();
      await page
        .getByRole('region', { name: 'Notifications' })
        .getByText(T.created, { exact: true })
        .waitFor({ timeout: 60_000 });
      expect(network.sent()).toHaveLength(2);
      const stored = await apiSearch(server, token, address);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.images).toHaveLength(5);
      await expectNoOrphanPhotos();
      allowConsoleErrors(errors, 'ERR_INTERNET_DISCONNECTED', 'Failed to load resource');
      await context.close();
    },
  );

  it(
    'an answer lost after the server saved: saving again answers that listing instead of a second one',
    { timeout: 180_000 },
    async () => {
      const address = '24 Lost Answer Place, New York, NY';
      const { page, context, errors } = await addForm(address);
      allowConsoleErrors(errors, 'net::ERR_CONNECTION_RESET');
      // The whole request reaches the server, which saves the listing; its answer is then lost on the
      // way back to the phone (the DevTools protocol fails the request once the answer arrives).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/api/listings', requestStage: 'Response' }] });
      let dropped = false;
      cdp.on('Fetch.requestPaused', (event) => {
        const drop = !dropped && event.request.method === 'POST';
        if (drop) dropped = true;
        void (drop
          ? cdp.send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'ConnectionReset' })
          : cdp.send('Fetch.continueRequest', { requestId: event.requestId }));
      });
      await page.getByRole('button', { name: UI.save, exact: true }).click();
      await page.getByTestId('upload-interrupted').waitFor({ timeout: 60_000 });
      expect(await apiSearch(server, token, address)).toHaveLength(1);
      await page.getByRole('button', { name: UI.save, exact: true }).click();
      await page
        .getByRole('region', { name: 'Notifications' })
        .getByText(T.created, { exact: true })
        .waitFor({ timeout: 60_000 });
      const stored = await apiSearch(server, token, address);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.images).toHaveLength(5);
      await expectNoOrphanPhotos();
      await context.close();
    },
  );

  /** Every file in the photo store belongs to a photo of a stored listing; nothing is left in staging. */
  async function expectNoOrphanPhotos() {
    const listings = await apiSearch(server, token, 'Place');
    const expected = listings.flatMap((listing) => listing.images.flatMap(photoFileNames));
    expect((await server.app.services.photos.list()).sort()).toEqual(expected.sort());
    expect(await readdir(path.join(server.dataDir, 'tmp', 'photos')).catch(() => [])).toEqual([]);
  }

  const summaryOf = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
});
