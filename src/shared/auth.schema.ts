import { z } from 'zod';
import { Envelope } from './api-envelopes.ts';
import { MIN_PASSWORD_LENGTH } from './constants.ts';
import { EMAIL_MAX_LENGTH, isEmail } from './email.ts';
import { keyed, type TextRef } from './i18n/text-ref.ts';
import { said } from './i18n/schema-texts.ts';
import { AUTH_TEXT as T } from './texts/auth.ts';

/** The reset form's refusals by key: the reset page tells a dead link and a too-short password by it (decision 101). */
const K = keyed('auth', 'AUTH_TEXT', T);

/** The two roles of docs/product.md §1: administrators also edit the site settings and the team. */
const USER_ROLES = ['admin', 'agent'] as const;

/** A required text field: missing, non-string or blank answers `message`. */
const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/**
 * A required e-mail address: blank is `required`; the length is checked first and stops the checks
 * (a 1 MB value is refused without being scanned), then the shape (shared/email.ts, linear time).
 */
export const emailField = (required: string | TextRef, invalid: string | TextRef) =>
  z
    .string(said(required))
    .trim()
    .min(1, { ...said(required), abort: true })
    .max(EMAIL_MAX_LENGTH, { ...said(invalid), abort: true })
    .refine(isEmail, said(invalid))
    .transform((v) => v.toLowerCase());

export const LoginSchema = z.strictObject({
  email: z.string({ error: T.emailAndPasswordRequired }).trim().min(1, T.emailAndPasswordRequired).max(254),
  password: z.string({ error: T.emailAndPasswordRequired }).min(1, T.emailAndPasswordRequired).max(200),
  rememberMe: z.boolean().optional(),
});

export const ProfileSchema = z.strictObject({
  name: requiredText(T.nameRequired, 100),
  email: emailField(T.emailRequired, T.emailInvalid),
  /** 'E-mail me new inquiries'; unchanged when left out. */
  notifyInquiries: z.boolean({ error: 'notifyInquiries must be true or false' }).optional(),
  /** Needed only when the e-mail changes (the address that signs in is the account). */
  currentPassword: z.string({ error: T.emailChangeNeedsPassword }).max(200).optional(),
});

const newPasswordField = z
  .string({ error: T.newPasswordRequired })
  .min(1, T.newPasswordRequired)
  .min(MIN_PASSWORD_LENGTH, said(K.passwordTooShort))
  .max(200, 'Password must be at most 200 characters');

export const ChangePasswordSchema = z.strictObject({
  currentPassword: z.string({ error: T.currentPasswordRequired }).min(1, T.currentPasswordRequired).max(200),
  newPassword: newPasswordField,
});

/** The profile page's password form: the API payload plus the confirmation. */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, T.currentPasswordRequired),
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, T.confirmRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: T.passwordsDoNotMatch });

/** POST /auth/forgot-password. */
export const ForgotPasswordSchema = z.strictObject({
  email: emailField(T.emailRequired, T.emailInvalid),
});

/** A reset link's token: 32 random bytes in base64url (43 characters); anything else is refused unread. */
const resetTokenField = z
  .string(said(K.resetLinkInvalid))
  .trim()
  .min(1, said(K.resetLinkInvalid))
  .max(200, said(K.resetLinkInvalid));

/** POST /auth/reset-password: the new password follows the rules of a changed one. */
export const ResetPasswordSchema = z.strictObject({
  token: resetTokenField,
  newPassword: newPasswordField,
});

/** The reset page's form: the new password and its confirmation. */
export const ResetPasswordFormSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string().min(1, T.confirmRequired) })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: T.passwordsDoNotMatch });

export const RegisterSchema = z.strictObject({
  name: requiredText(T.nameRequired, 100),
  email: emailField(T.emailRequired, T.emailInvalid),
  password: newPasswordField,
  role: z.enum(USER_ROLES, { error: "Role must be 'admin' or 'agent'" }).default('agent'),
});

export type ProfileInput = z.infer<typeof ProfileSchema>;
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;
export type RegisterInput = z.infer<typeof RegisterSchema>;
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** A back-office account as the API answers it to its owner. */
export const UserDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  lastLogin: z.string().nullable(),
  created_at: z.string(),
  /** Whether this person is e-mailed about every new inquiry (Profile: 'E-mail me new inquiries'). */
  notifyInquiries: z.boolean(),
});
export type UserDto = z.output<typeof UserDtoSchema>;

export const UserAnswerSchema = Envelope.extend({ user: UserDtoSchema });
export const TokenAnswerSchema = Envelope.extend({ token: z.string() });
/** POST /auth/login. */
export const LoginAnswerSchema = TokenAnswerSchema.extend({
  user: UserDtoSchema,
  /** Only when true: the password is on the list of the most common ones; the back-office asks to change it. */
  passwordIsCommon: z.literal(true).optional(),
});
export type LoginAnswer = z.output<typeof LoginAnswerSchema>;
