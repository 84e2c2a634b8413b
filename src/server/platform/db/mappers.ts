// Decided in docs/decisions/002-data-layer: kysely over SQLite or PostgreSQL, one row-to-JSON mapping.
import type { Selectable } from 'kysely';
import type { UserDto } from '../../../shared/auth.schema.ts';
import type { SubscriberDto } from '../../../shared/subscribers.schema.ts';
import type { TeamMemberDto } from '../../../shared/team.schema.ts';
import type { TipDto } from '../../../shared/tips.schema.ts';
import type { Database } from './schema.ts';

type UserRow = Selectable<Database['users']>;

/**
 * Row ↔ JSON mapping. Every API answer goes through these functions, so SQLite and
 * PostgreSQL rows (0/1 vs true/false, number vs string) come out byte-for-byte alike.
 */
export const toBool = (value: unknown): boolean => value === true || value === 1 || value === '1';
export const toNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
/** Money kept as integer cents (a number, or the text PostgreSQL answers for a bigint) to the dollars the API answers with. */
export const centsToDollars = (cents: unknown): number => Math.round(toNumber(cents)) / 100;
export const nowIso = () => new Date().toISOString();
/** An instant in milliseconds as the ISO text the tables store. */
export const isoAt = (ms: number) => new Date(ms).toISOString();

/** What every answer about an account says. */
const accountFields = (row: UserRow) => ({
  id: toNumber(row.id),
  name: row.name,
  email: row.email,
  role: row.role,
  lastLogin: row.last_login,
  created_at: row.created_at,
});

/** The signed-in account (auth, profile). */
export const toUserDto = (row: UserRow): UserDto => ({ ...accountFields(row), notifyInquiries: toBool(row.notify_inquiries) });

/** An account as the Team page lists it. */
export const toTeamMemberDto = (row: UserRow): TeamMemberDto => ({ ...accountFields(row), disabled: row.disabled_at !== null });

export function toTipDto(row: Selectable<Database['tips']>): TipDto {
  return {
    id: toNumber(row.id),
    title: row.title,
    content: row.content,
    is_active: toBool(row.is_active),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A subscriber (docs/product.md §3: created_at/createdAt shown as subscribedAt); its saved searches are added by the list. */
export function toSubscriberDto(
  row: Pick<Selectable<Database['subscribers']>, 'id' | 'email' | 'name' | 'status' | 'created_at' | 'newsletter'>,
): SubscriberDto {
  return {
    id: toNumber(row.id),
    email: row.email,
    name: row.name ?? null,
    status: row.status === 'unsubscribed' ? 'unsubscribed' : 'active',
    created_at: row.created_at,
    createdAt: row.created_at,
    subscribedAt: row.created_at,
    newsletter: toNumber(row.newsletter) === 1,
    savedSearches: [],
  };
}
