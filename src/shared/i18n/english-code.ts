/**
 * The English function entries that no ICU message can say exactly (docs/decisions/069): a comparison of two
 * arguments, padding, arithmetic, a word lower-cased, a list. The browser's English texts take them from here
 * (the rest of the English comes with the page's data); tests/api/i18n-catalogue.test.ts requires each to
 * give what its entry in src/shared/texts gives. The Spanish and Chinese catalogues still have a message for
 * each (with `plural`/`select`), as the contract asks.
 */
import { ROOM_TEXT, roomSummary } from '../texts/rooms.ts';

export const ENGLISH_CODE: Record<string, (...args: never[]) => unknown> = {
  'PUBLIC_TEXT.homesShown': (n: number, total: number) =>
    n === total ? `${n} ${n === 1 ? 'home' : 'homes'}` : `${n} of ${total} homes`,
  'BLOG_TEXT.tipNumber': (n: number) => String(n).padStart(2, '0'),
  'APPLY_TEXT.size': (bytes: number) =>
    bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`,
  'APPLICATIONS_TEXT.place': (address: string, apartment: string) =>
    apartment.trim() ? `${address} (apartment ${apartment.trim()})` : address,
  'APPLICATIONS_TEXT.inviteSubject': (role: string, place: string) => `You are invited as ${role.toLowerCase()}: ${place}`,
  'APPLICATIONS_TEXT.inviteIntroMail': (inviter: string | null, role: string, place: string) =>
    `${inviter ?? 'The main applicant'} invited you as ${role.toLowerCase()} on a rental application for ${place}. Fill in your own part and documents with your private link:`,
  'ROOM_TEXT.facts': ROOM_TEXT.facts,
  roomSummary,
};
