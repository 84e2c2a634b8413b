import { z } from 'zod';
import { TIPS_TEXT as T } from './texts/tips.ts';

/** A tip as the API answers it (SPEC §3 Tip). */
export interface TipDto {
  id: number;
  title: string;
  content: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

/** Largest id either database stores in an `integer` column. */
const MAX_ID = 2_147_483_647;

export const TIP_LIMITS = { title: 200, content: 10_000, search: 200 } as const;

const textField = (label: string, required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, T.tooLong(label, max))
    .meta({ description: `${label}; required, at most ${max} characters` });

/** true/false, 1/0 or their text forms; missing stays undefined (new tips default to active). */
function booleanInput(value: unknown): unknown {
  if (value === 1) return true;
  if (value === 0) return false;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (['true', '1', 'on', 'yes'].includes(text)) return true;
    if (['false', '0', 'off', 'no'].includes(text)) return false;
  }
  return value;
}

export const isActiveField = z
  .preprocess(booleanInput, z.boolean({ error: T.isActiveInvalid }).optional())
  .meta({ type: 'boolean', description: "true/false, 'true'/'false' or 1/0; missing means true on create, unchanged on edit" });

/** POST /tips and PUT /tips/{id} payload (SPEC §5: title and content required). */
export const TipFieldsSchema = z.object({
  title: textField('Title', T.titleRequired, TIP_LIMITS.title),
  content: textField('Content', T.contentRequired, TIP_LIMITS.content),
  is_active: isActiveField,
});
export type TipInput = z.output<typeof TipFieldsSchema>;
export type TipFormValues = z.input<typeof TipFieldsSchema>;

export const TipIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,10}$/, T.invalidId)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, T.invalidId)
    .meta({ description: 'Tip id' }),
});

/** GET /admin/tips: optional case-insensitive search over title and content. */
export const AdminTipsQuerySchema = z.object({
  search: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z.string({ error: T.searchTooLong }).max(TIP_LIMITS.search, T.searchTooLong).optional(),
    )
    .meta({ type: 'string', maxLength: TIP_LIMITS.search }),
});
export type AdminTipsQuery = z.output<typeof AdminTipsQuerySchema>;
