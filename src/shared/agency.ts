import { z } from 'zod';
import { Envelope } from './api-envelopes.ts';
import { emailField } from './auth.schema.ts';
import { languageField } from './language.schema.ts';
import { AGENCY_STAFF_TEXT as S } from './texts/agency-staff.ts';

/** Who acknowledged the agency disclosure, how and when, as the deal and the listing show it. */
export const AgencyAcknowledgementSchema = z.object({
  party: z.enum(['tenant', 'landlord']),
  name: z.string(),
  email: z.string(),
  method: z.enum(['form', 'recorded', 'link']),
  /** The New York day a landlord acknowledged, as recorded by staff; null otherwise. */
  acknowledgedOn: z.string().nullable(),
  /** Null while a landlord's e-mailed link waits. */
  acknowledgedAt: z.string().nullable(),
  clientAddress: z.string().nullable(),
  language: z.string(),
});
export type AgencyAcknowledgementDto = z.infer<typeof AgencyAcknowledgementSchema>;

// ---- The landlord's acknowledgement (staff, and the landlord's link) ---------------------------

const landlordName = z
  .string({ error: S.nameRequired })
  .trim()
  .min(1, S.nameRequired)
  .max(100, S.nameRequired)
  .meta({ type: 'string', maxLength: 100 });

/** POST /api/admin/agency/listings/{id}/landlord: the landlord acknowledged on paper or in person. */
export const RecordLandlordSchema = z.strictObject({
  name: landlordName,
  acknowledgedOn: z
    .string({ error: S.dayInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, S.dayInvalid)
    .refine(
      (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      S.dayInvalid,
    )
    .meta({ type: 'string', format: 'date', description: 'The New York day the landlord acknowledged' }),
});

/** POST /api/admin/agency/listings/{id}/landlord-link: e-mail the landlord the disclosure to acknowledge. */
export const LandlordLinkSchema = z.strictObject({
  name: landlordName,
  email: emailField(S.emailInvalid, S.emailInvalid).meta({ type: 'string', format: 'email' }),
  language: languageField,
});

/** POST /api/agency/{token}: the landlord acknowledges. */
export const LandlordAcknowledgeSchema = z.strictObject({
  acknowledged: z.literal(true, { error: S.acknowledgedRequired }).meta({ type: 'boolean', const: true }),
});

export const AgencyTokenParams = z.object({
  token: z.string().max(200).meta({ description: 'The landlord link’s token (22 characters)' }),
});

export const AgencyAcknowledgementsAnswerSchema = Envelope.extend({ acknowledgements: z.array(AgencyAcknowledgementSchema) });
export const AgencyAcknowledgementAnswerSchema = Envelope.extend({ acknowledgement: AgencyAcknowledgementSchema });
export const LandlordLinkAnswerSchema = Envelope.extend({
  link: z.object({
    address: z.string(),
    name: z.string(),
    language: z.string(),
    disclosure: z.string(),
    acknowledgedAt: z.string().nullable(),
  }),
});
