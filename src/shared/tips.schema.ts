import { z } from 'zod';
import { Envelope } from './api-envelopes.ts';
import { translationField } from './agent-text.ts';
import { booleanInput, idParams, searchParam, textField } from './query-params.ts';
import { TIPS_TEXT as T } from './texts/tips.ts';

/** A tip as the API answers it (docs/product.md §3 Tip). */
const TipDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TipDto = z.output<typeof TipDtoSchema>;

export const TipsAnswerSchema = Envelope.extend({ tips: z.array(TipDtoSchema) });

/** A tip's Spanish and Chinese title and content, '' when not given (decision 072). */
const TipTranslationsSchema = z.object({
  title_es: z.string(),
  content_es: z.string(),
  title_zh: z.string(),
  content_zh: z.string(),
});
export type TipTranslations = z.output<typeof TipTranslationsSchema>;
/** GET /admin/tips: the tips (the specification's shape) and, by tip id, their translations. */
export const AdminTipsAnswerSchema = TipsAnswerSchema.extend({ translations: z.record(z.string(), TipTranslationsSchema) });
export type AdminTipsAnswer = z.output<typeof AdminTipsAnswerSchema>;
export const TipAnswerSchema = Envelope.extend({ tip: TipDtoSchema });

export const TIP_LIMITS = { title: 200, content: 10_000, search: 200 } as const;

/** Missing stays undefined: new tips default to active, an edit keeps the value. */
const isActiveField = z
  .preprocess(booleanInput, z.boolean({ error: T.isActiveInvalid }).optional())
  .meta({ type: 'boolean', description: "true/false, 'true'/'false' or 1/0; missing means true on create, unchanged on edit" });

/** POST /tips and PUT /tips/{id} payload (docs/product.md §5: title and content required). */
export const TipFieldsSchema = z.object({
  title: textField('Title', T.titleRequired, T.tooLong('Title', TIP_LIMITS.title), TIP_LIMITS.title),
  content: textField('Content', T.contentRequired, T.tooLong('Content', TIP_LIMITS.content), TIP_LIMITS.content),
  title_es: translationField(TIP_LIMITS.title, T.tooLong('Spanish title', TIP_LIMITS.title), 'Spanish title'),
  content_es: translationField(TIP_LIMITS.content, T.tooLong('Spanish content', TIP_LIMITS.content), 'Spanish content'),
  title_zh: translationField(TIP_LIMITS.title, T.tooLong('Chinese title', TIP_LIMITS.title), 'Chinese title'),
  content_zh: translationField(TIP_LIMITS.content, T.tooLong('Chinese content', TIP_LIMITS.content), 'Chinese content'),
  is_active: isActiveField,
});
export type TipInput = z.output<typeof TipFieldsSchema>;

export const TipIdParams = idParams(T.invalidId, 'Tip id');

/** GET /admin/tips: optional case-insensitive search over title and content. */
export const AdminTipsQuerySchema = z.object({ search: searchParam(TIP_LIMITS.search, T.searchTooLong) });
export type AdminTipsQuery = z.output<typeof AdminTipsQuerySchema>;
