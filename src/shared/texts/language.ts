/** Texts about a person's language (issue 37, decision 072): the API's refusal is for developers, in English. */
export const LANGUAGE_TEXT = {
  invalid: "Language must be 'en', 'es' or 'zh'",
} as const;
