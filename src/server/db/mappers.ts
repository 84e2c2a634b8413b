import type { UserDto } from '../../shared/auth.schema.ts';
import type { UserRow } from './schema.ts';

/**
 * Row ↔ JSON mapping. Every API answer goes through these functions, so SQLite and
 * PostgreSQL rows (0/1 vs true/false, number vs string) come out byte-for-byte alike.
 */
export const toBool = (value: unknown): boolean => value === true || value === 1 || value === '1';
export const toNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
export const nowIso = () => new Date().toISOString();
/** An instant in milliseconds as the ISO text the tables store. */
export const isoAt = (ms: number) => new Date(ms).toISOString();

export function toUserDto(row: UserRow): UserDto {
  return {
    id: toNumber(row.id),
    name: row.name,
    email: row.email,
    role: row.role,
    lastLogin: row.last_login,
    created_at: row.created_at,
    notifyInquiries: toBool(row.notify_inquiries),
  };
}
