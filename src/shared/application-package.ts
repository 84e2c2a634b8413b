import { z } from 'zod';
import { Envelope } from './api-envelopes.ts';
import { emailField } from './auth.schema.ts';
import { PACKAGE_TEXT as T } from './texts/application-package.ts';

/**
 * The landlord's package of an application (docs/decisions/060-landlord-package-streamed-pdf.md):
 * the staff's request, the answers, the link's parameter.
 */

/** POST /api/admin/applications/{id}/package: optionally the landlord's address, e-mailed the link. */
export const PackageRequestSchema = z.preprocess(
  (body) => body ?? {},
  z.strictObject({
    email: emailField(T.emailInvalid, T.emailInvalid).optional().meta({ type: 'string', format: 'email' }),
  }),
);

/** The new link and when it stops working (GET …/package answers it again while it works: decision 098). */
export const PackageCreatedSchema = Envelope.extend({
  url: z
    .string()
    .meta({ description: 'The package link (its sha256 finds it; its token is kept sealed by the master key while it works)' }),
  expiresAt: z.string().meta({ description: 'ISO instant, 7 days from now' }),
});

/** GET /api/admin/applications/{id}/package: the link that works now, or null. */
export const PackageStateSchema = Envelope.extend({
  package: z
    .object({
      createdAt: z.string(),
      expiresAt: z.string(),
      email: z.string().nullable(),
      /** The live link, opened from its sealed token (decision 098); null for a link made before tokens were kept. */
      url: z.string().nullable(),
    })
    .nullable(),
});

/** GET /api/application-packages/{token}: any text (a malformed token is 404 like an unknown one). */
export const PackageTokenParams = z.strictObject({
  token: z.string().meta({ description: 'The package link’s token (22 characters)' }),
});
