import type { FastifyRequest } from 'fastify';
import { AccountStatusSchema, TeamAnswerSchema, TeamMemberAnswerSchema, UserIdParams } from '../../../shared/team.schema.ts';
import { TEAM_TEXT as T } from '../../../shared/texts/team.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { Envelope, ErrorSchema } from '../../../shared/api-envelopes.ts';
import { routesTagged, type RoutesApp } from '../../platform/route.ts';

const { adminRoute } = routesTagged('Team');
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/** Checked before the body is read: an agent learns nothing about the team, whatever it sends. */
const actorId = (request: FastifyRequest) => toNumber(request.user!.id);

/** The Team page's API (administrators only; accounts are added with POST /auth/register). */
export async function teamRoutes(app: RoutesApp) {
  const team = app.services.team;

  app.get(
    '/users',
    adminRoute(T.adminOnly, {
      summary: 'Every back-office account: name, e-mail, role, last login, disabled (administrators only)',
      response: { 200: TeamAnswerSchema, 401: ErrorSchema, 403: ErrorSchema },
    }),
    async () => ({ success: true, users: await team.list() }),
  );

  app.patch(
    '/users/:id',
    adminRoute(T.adminOnly, {
      summary: 'Disable an account (signed out at once, on every instance) or enable it again (administrators only)',
      params: UserIdParams,
      body: AccountStatusSchema,
      response: { 200: TeamMemberAnswerSchema, ...errors },
    }),
    async (request) => {
      const user = await team.setDisabled(actorId(request), request.params.id, request.body.disabled);
      return { success: true, message: user.disabled ? T.disabledDone : T.enabledDone, user };
    },
  );

  app.delete(
    '/users/:id',
    adminRoute(T.adminOnly, {
      summary: 'Delete an account; never your own, never the last active administrator (administrators only)',
      params: UserIdParams,
      response: { 200: Envelope, ...errors },
    }),
    async (request) => {
      await team.remove(actorId(request), request.params.id);
      return { success: true, message: T.deletedDone };
    },
  );
}
