import { z } from 'zod';
import { Envelope } from './api-envelopes.ts';
import { UserDtoSchema } from './auth.schema.ts';
import { idParams } from './query-params.ts';
import { TEAM_TEXT as T } from './texts/team.ts';

/** A back-office account as the Team page lists it. */
const TeamMemberDtoSchema = UserDtoSchema.pick({
  id: true,
  name: true,
  email: true,
  role: true,
  lastLogin: true,
  created_at: true,
}).extend({
  /** Disabled by an administrator: cannot sign in, every token refused. */
  disabled: z.boolean(),
});
export type TeamMemberDto = z.output<typeof TeamMemberDtoSchema>;

export const TeamAnswerSchema = Envelope.extend({ users: z.array(TeamMemberDtoSchema) });
export type TeamAnswer = z.output<typeof TeamAnswerSchema>;
export const TeamMemberAnswerSchema = Envelope.extend({ user: TeamMemberDtoSchema });

export const UserIdParams = idParams(T.invalidId, 'User id');

/** PATCH /users/:id: disable or re-enable the account. */
export const AccountStatusSchema = z.strictObject({
  disabled: z.boolean({ error: T.disabledRequired }),
});
