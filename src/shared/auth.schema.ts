import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants.ts';
import { AUTH_TEXT as T } from './texts/auth.ts';

/** A required text field: missing, non-string or blank answers `message`. */
export const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL_PATTERN.test(value);

export const emailField = (required: string, invalid: string) =>
  requiredText(required, 254)
    .refine(isEmail, invalid)
    .transform((v) => v.toLowerCase());

export const LoginSchema = z.strictObject({
  email: z.string({ error: T.emailAndPasswordRequired }).trim().min(1, T.emailAndPasswordRequired).max(254),
  password: z.string({ error: T.emailAndPasswordRequired }).min(1, T.emailAndPasswordRequired).max(200),
  rememberMe: z.boolean().optional(),
});

export const ProfileSchema = z.strictObject({
  name: requiredText(T.nameRequired, 100),
  email: emailField(T.emailRequired, T.emailInvalid),
  /** 'E-mail me new inquiries' (issue 8); unchanged when left out. */
  notifyInquiries: z.boolean({ error: 'notifyInquiries must be true or false' }).optional(),
});

export const newPasswordField = z
  .string({ error: T.newPasswordRequired })
  .min(1, T.newPasswordRequired)
  .min(MIN_PASSWORD_LENGTH, T.passwordTooShort)
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

export const RegisterSchema = z.strictObject({
  name: requiredText(T.nameRequired, 100),
  email: emailField(T.emailRequired, T.emailInvalid),
  password: newPasswordField,
  role: z.enum(['admin', 'agent'], { error: "Role must be 'admin' or 'agent'" }).default('agent'),
});

export type LoginInput = z.infer<typeof LoginSchema>;
export type ProfileInput = z.infer<typeof ProfileSchema>;
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;
export type RegisterInput = z.infer<typeof RegisterSchema>;

export interface UserDto {
  id: number;
  name: string;
  email: string;
  role: 'admin' | 'agent';
  lastLogin: string | null;
  created_at: string;
  /** Whether this person is e-mailed about every new inquiry (Profile: 'E-mail me new inquiries'). */
  notifyInquiries: boolean;
}
