import { z } from 'zod';
import { keyed } from './i18n/text-ref.ts';
import { said } from './i18n/schema-texts.ts';
import { AGENCY_TEXT } from './texts/agency.ts';

/**
 * `agencyAcknowledged: true`: the person read the New York State agency disclosure (Real Property Law
 * §443) shown on the form. Required by the viewing booking and the application start (decision 088):
 * anything else is 400 with AGENCY_TEXT.required. A form posts the checkbox's 'true'.
 */
export const agencyAcknowledgedField = z
  .preprocess(
    (value) => (value === 'true' || value === 'on' ? true : value),
    z.literal(true, said(keyed('agency', 'AGENCY_TEXT', AGENCY_TEXT).required)),
  )
  .meta({
    type: 'boolean',
    const: true,
    description: 'true: the person read the New York State agency disclosure (RPL §443) shown on the form; required',
  });
