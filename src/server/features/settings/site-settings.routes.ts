import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../../../shared/constants.ts';
import { SettingsAnswerSchema, SiteSettingsSchema } from '../../../shared/site-settings.schema.ts';
import { LISTINGS_TEXT } from '../../../shared/texts/listings.ts';
import { SETTINGS_TEXT as T } from '../../../shared/texts/settings.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { ErrorSchema } from '../../../shared/api-envelopes.ts';
import { routesTagged, type RoutesApp } from '../../platform/route.ts';

const { route, adminRoute } = routesTagged('Settings');

/** Writes are for administrators; agent accounts read the settings only. */

/** The one image of a headshot upload (any file part); 413 over 5 MB, 400 without a file. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(T.photoRequired);
  let photo: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } })) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (data.length > 0) photo = data;
    }
  } catch (error) {
    const { code } = (error ?? {}) as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, LISTINGS_TEXT.imageTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw badRequest(T.photoRequired);
    throw badRequest(LISTINGS_TEXT.formMalformed);
  }
  if (!photo) throw badRequest(T.photoRequired);
  return photo;
}

/** GET/PUT /settings and the headshot: staff read, administrators write. */
export async function siteSettingsRoutes(app: RoutesApp) {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  const settings = app.services.siteSettings;

  app.get(
    '/settings',
    route('private', {
      summary: 'The site settings (every signed-in account)',
      response: { 200: SettingsAnswerSchema, 401: ErrorSchema },
    }),
    async () => ({ success: true, settings: await settings.get() }),
  );

  app.put(
    '/settings',
    adminRoute(T.adminOnly, {
      summary: 'Save every site setting (administrators only)',
      description: 'Saving drops every cached public page, on every instance.',
      body: SiteSettingsSchema,
      response: { 200: SettingsAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
    }),
    async (request) => ({ success: true, message: T.saved, settings: await settings.update(request.body) }),
  );

  app.post(
    '/settings/photo',
    adminRoute(
      T.adminOnly,
      {
        summary: "Upload the agent's headshot (multipart, one image file; administrators only)",
        description: 'Rotated, stripped of metadata and stored as WebP variants, like listing photos.',
        consumes: ['multipart/form-data'],
        response: {
          200: SettingsAnswerSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
      { config: { upload: true } },
    ),
    async (request) => {
      const photo = await readPhoto(request);
      return { success: true, message: T.photoSaved, settings: await settings.setPhoto(photo) };
    },
  );

  app.delete(
    '/settings/photo',
    adminRoute(T.adminOnly, {
      summary: "Remove the agent's headshot (the initials show; administrators only)",
      response: { 200: SettingsAnswerSchema, 401: ErrorSchema, 403: ErrorSchema },
    }),
    async () => ({ success: true, message: T.photoRemoved, settings: await settings.removePhoto() }),
  );
}
