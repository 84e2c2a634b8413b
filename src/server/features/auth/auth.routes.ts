import { Envelope } from '../../../shared/api-envelopes.ts';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginAnswerSchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
  TokenAnswerSchema,
  UserAnswerSchema,
} from '../../../shared/auth.schema.ts';
import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';
import { toUserDto } from '../../platform/db/mappers.ts';
import { requireAdmin } from '../../platform/plugins/auth.ts';
import { routesTagged, type RoutesApp } from '../../platform/route.ts';

const { route, formRoute } = routesTagged('Auth');

export async function authRoutes(app: RoutesApp) {
  const auth = app.services.auth;

  app.post(
    '/auth/login',
    route(
      'public',
      {
        summary: 'Sign in with e-mail and password',
        body: LoginSchema,
        response: {
          200: LoginAnswerSchema,
        },
      },
      // Its answer is a session token: never kept by a cache (decision 093).
      { config: { noStore: true } },
    ),
    async (request) => {
      const result = await auth.login({ ...request.body, ip: request.ip });
      return { success: true, message: T.loginSuccess, ...result };
    },
  );

  app.post(
    '/auth/forgot-password',
    // Counted per client address (FORM_RATE_LIMIT in 10 minutes); per account, a few e-mails a day.
    formRoute('password-reset', {
      summary:
        'E-mail a single-use link (valid one hour) to set a new password; the same answer whether or not the address has an account',
      body: ForgotPasswordSchema,
      response: { 200: Envelope },
    }),
    async (request) => {
      // Written before the answer (decision 106), handled after it, the same way for every address (decision 093).
      await app.services.passwordResets.take(request.body.email, (error) =>
        request.log.error({ err: error }, 'password reset request failed'),
      );
      return { success: true, message: T.resetLinkSent };
    },
  );

  app.post(
    '/auth/reset-password',
    formRoute('password-reset', {
      summary: 'Set a new password with the link of the e-mail (once); every session of the account is signed out',
      body: ResetPasswordSchema,
      response: { 200: Envelope },
    }),
    async (request) => {
      await app.services.passwordResets.reset(request.body);
      return { success: true, message: T.passwordReset };
    },
  );

  app.post(
    '/auth/logout',
    route('optional', {
      summary: 'Sign out: the bearer token is refused from now on, by every instance',
      security: [{ bearerAuth: [] }],
      response: { 200: Envelope },
    }),
    async (request) => {
      if (request.auth) await auth.logout(request.auth);
      return { success: true, message: T.loggedOut };
    },
  );

  app.get(
    '/auth/me',
    route('private', {
      summary: 'The signed-in user',
      response: { 200: UserAnswerSchema },
    }),
    async (request) => ({ success: true, user: toUserDto(request.user!) }),
  );

  app.put(
    '/auth/profile',
    route('private', {
      summary: "Update name and e-mail (a new e-mail needs currentPassword), and 'E-mail me new inquiries' when given",
      body: ProfileSchema,
      response: { 200: UserAnswerSchema },
    }),
    async (request) => {
      const user = await auth.updateProfile({ ...request.auth!, ip: request.ip }, request.body);
      return { success: true, message: T.profileUpdated, user };
    },
  );

  app.put(
    '/auth/change-password',
    route('private', {
      summary: 'Change the password; every older token stops working',
      body: ChangePasswordSchema,
      response: { 200: TokenAnswerSchema },
    }),
    async (request) => {
      const { token } = await auth.changePassword({ ...request.auth!, ip: request.ip }, request.body);
      return { success: true, message: T.passwordChanged, token };
    },
  );

  app.post(
    '/auth/register',
    route('private', {
      summary: 'Create an agent or admin account (administrators only)',
      body: RegisterSchema,
      response: { 201: UserAnswerSchema },
    }),
    async (request, reply) => {
      requireAdmin(request, T.adminOnly);
      const user = await auth.register(request.body);
      return reply.status(201).send({ success: true, message: T.userCreated, user });
    },
  );
}
