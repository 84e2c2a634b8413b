import { z } from 'zod';

/** The answer every API route wraps its data in: `success` and, where useful, a `message`. */
export const Envelope = z.object({ success: z.boolean(), message: z.string().optional() });

/** Every refusal and failure: `{ success: false, message }`. */
export const ErrorSchema = z.object({ success: z.literal(false), message: z.string() });

/** Answers that say how many rows an action touched. */
export const CountAnswerSchema = Envelope.extend({ count: z.number().int() });

/** The refusals of a signed-in call on one record: bad input, no session, no such record. */
export const RecordErrors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };
