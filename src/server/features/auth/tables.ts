// The auth feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.
import type { Generated, Selectable } from 'kysely';

interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  role: 'admin' | 'agent';
  token_version: Generated<number>;
  /** 1: e-mail this person about every new inquiry (Profile: 'E-mail me new inquiries'). */
  notify_inquiries: Generated<number>;
  last_login: string | null;
  /** Set while an administrator has disabled the account (Team page): it cannot sign in, its tokens are refused. */
  disabled_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** 'Forgot your password?' links by the SHA-256 of their token: valid until expires_at, once (migration 023). */
interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** 'Forgot your password?' asked and not yet handled, written before the answer (migration 074b, decision 106). */
interface PasswordResetRequestsTable {
  id: Generated<number>;
  email: string;
  attempts: Generated<number>;
  /** When it is (next) handled: at once, or a while after a failed attempt. */
  next_at: string;
  created_at: string;
}

/** Tokens signed out with Logout, by their id, kept until they would have expired (migration 010). */
interface RevokedTokensTable {
  jti: string;
  expires_at: string;
}

export type UserRow = Selectable<UsersTable>;

declare module '../../platform/db/schema.ts' {
  interface Database {
    users: UsersTable;
    revoked_tokens: RevokedTokensTable;
    password_resets: PasswordResetsTable;
    password_reset_requests: PasswordResetRequestsTable;
  }
}
