import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sayingWith, type IssuePlace } from '../../../shared/i18n/schema-texts.ts';
import type { TextRef } from '../../../shared/i18n/text-ref.ts';

/** Where an issue is, as the validation error names it (`invalid_type /email`). */
const placeOf = (code: string | undefined, path: readonly PropertyKey[]) => `${code ?? ''} /${path.map(String).join('/')}`;

/**
 * The zod validator of the API's routes, that also keeps the key of each keyed message it said (docs/decisions/
 * 101): an issue of the validation error carries its `text` (the error handler sends it in REFUSAL_HEADER). The
 * messages stay English. An issue is matched to its text by its code and path, not by its words.
 */
export const keyedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const said = new Map<string, TextRef>();
    const record = (text: TextRef, issue: IssuePlace) => {
      said.set(placeOf(issue.code, issue.path ?? []), text);
      return text.english;
    };
    const result = sayingWith(record, () => validate(data));
    if (typeof result === 'object' && 'error' in result && Array.isArray(result.error))
      for (const issue of result.error as Array<FastifySchemaValidationError & { text?: TextRef }>) {
        const text = said.get(`${issue.keyword} ${issue.instancePath}`);
        if (text) issue.text = text;
      }
    return result;
  };
};
