import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangePasswordSchema, LoginSchema, ProfileSchema, RegisterSchema } from '../../../shared/auth.schema.ts';
import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';
import { toUserDto } from '../../db/mappers.ts';
import { AppError } from '../../errors.ts';

const UserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'agent']),
  lastLogin: z.string().nullable(),
  created_at: z.string(),
  notifyInquiries: z.boolean(),
});
const Envelope = z.object({ success: z.boolean(), message: z.string().optional() });
const tags = ['Auth'];

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = app.services.auth;

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: LoginSchema,
        response: { 200: Envelope.extend({ token: z.string(), user: UserSchema }) },
      },
    },
    async (request) => {
      const result = await auth.login({ ...request.body, ip: request.ip });
      return { success: true, message: T.loginSuccess, ...result };
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: Envelope.extend({ user: UserSchema }) },
      },
    },
    async (request) => ({ success: true, user: toUserDto(request.user!) }),
  );

  app.put(
    '/auth/profile',
    {
      schema: {
        tags,
        summary: "Update name and e-mail, and 'E-mail me new inquiries' when given",
        security: [{ bearerAuth: [] }],
        body: ProfileSchema,
        response: { 200: Envelope.extend({ user: UserSchema }) },
      },
    },
    async (request) => {
      const user = await auth.updateProfile(request.user!.id, request.body);
      return { success: true, message: T.profileUpdated, user };
    },
  );

  app.put(
    '/auth/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password; every older token stops working',
        security: [{ bearerAuth: [] }],
        body: ChangePasswordSchema,
        response: { 200: Envelope.extend({ token: z.string() }) },
      },
    },
    async (request) => {
      const { token } = await auth.changePassword({ ...request.auth!, ip: request.ip }, request.body);
      return { success: true, message: T.passwordChanged, token };
    },
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an agent or admin account (administrators only)',
        security: [{ bearerAuth: [] }],
        body: RegisterSchema,
        response: { 201: Envelope.extend({ user: UserSchema }) },
      },
    },
    async (request, reply) => {
      if (request.user!.role !== 'admin') throw new AppError(403, T.adminOnly);
      const user = await auth.register(request.body);
      return reply.status(201).send({ success: true, message: T.userCreated, user });
    },
  );
}
