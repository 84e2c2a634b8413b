import { z } from 'zod';
import { ErrorSchema } from '../../../shared/api-envelopes.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import { DISCLOSURE_TEXT } from '../../../shared/texts/deals-public.ts';
import { notFound } from '../../platform/errors.ts';
import { sendPdf } from '../../platform/pdf-file.ts';
import { formRoute, TOKEN_LINK_HEADERS, type RoutesApp } from '../../platform/route.ts';

const P = keyed('deals-public', 'DISCLOSURE_TEXT', DISCLOSURE_TEXT);

/** Any text: a token of the wrong shape is a guess like any other, answered with the same 404. */
const TokenParams = z.strictObject({ token: z.string() });

/**
 * The tenant's signed copy of their fee disclosure, from the link they signed on (docs/decisions/061):
 * the link's secret is the only key, so every miss answers alike and each client address has its
 * own count of tries (FORM_RATE_LIMIT in 10 minutes, 'disclosure-copy').
 */
export async function disclosureCopyRoutes(app: RoutesApp) {
  const disclosures = app.services.deals.disclosures;

  app.get(
    '/disclosures/:token/pdf',
    formRoute('disclosure-copy', {
      tags: ['Deals'],
      summary:
        "The tenant's signed copy of their FARE Act fee disclosure (PDF, inline, named as the staff's copy), from their link once signed. Not signed, unknown or malformed: the same 404; past the client's tries: 429",
      params: TokenParams,
      response: {
        200: z.any().meta({ description: 'The signed copy (application/pdf, inline, named for the apartment)' }),
        404: ErrorSchema,
        429: ErrorSchema,
      },
    }),
    async (request, reply) => {
      reply.headers(TOKEN_LINK_HEADERS);
      const file = await disclosures.tenantPdf(request.params.token);
      if (!file) throw notFound(P.invalid);
      return sendPdf(reply, { filename: file.filename, body: Buffer.from(file.bytes) });
    },
  );
}
