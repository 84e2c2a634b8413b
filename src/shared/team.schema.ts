import { z } from 'zod';
import type { UserDto } from './auth.schema.ts';
import { idParams } from './query-params.ts';
import { TEAM_TEXT as T } from './texts/team.ts';

/** A back-office account as the Team page lists it. */
export interface TeamMemberDto extends Pick<UserDto, 'id' | 'name' | 'email' | 'role' | 'lastLogin' | 'created_at'> {
  /** Disabled by an administrator: cannot sign in, every token refused. */
  disabled: boolean;
}

export const UserIdParams = idParams(T.invalidId, 'User id');

/** PATCH /users/:id: disable or re-enable the account. */
export const AccountStatusSchema = z.strictObject({
  disabled: z.boolean({ error: T.disabledRequired }),
});
