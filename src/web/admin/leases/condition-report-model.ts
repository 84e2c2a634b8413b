import { MAX_PHOTO_BYTES, MAX_PHOTOS, MAX_PHOTOS_PER_ROOM, MAX_ROOMS, type RoomCondition } from '../../../shared/leases.ts';
import { ADMIN_MOVES_TEXT as T } from '../../../shared/texts/admin-moves.ts';
import { LEASES_TEXT as API } from '../../../shared/texts/leases.ts';

/** A photo picked for a room: the file to send (shrunk on the device when it could be) and its preview. */
export interface DraftPhoto {
  id: number;
  file: File;
  url: string;
}

/** A room of the report being written. */
export interface DraftRoom {
  key: number;
  name: string;
  condition: RoomCondition | '';
  notes: string;
  photos: DraftPhoto[];
}

type RoomField = 'name' | 'condition' | 'notes' | 'photos';
export type RoomErrors = Partial<Record<RoomField, string>>;

const MAX_NAME = 80;
const MAX_NOTES = 2000;

let nextKey = 1;
export const newRoom = (): DraftRoom => ({ key: nextKey++, name: '', condition: '', notes: '', photos: [] });
export const canAddRoom = (rooms: DraftRoom[]) => rooms.length < MAX_ROOMS;

/** Each room's problems (the API's rules, in the words of the field they concern), by room key; empty when none. */
export function checkRooms(rooms: DraftRoom[]): Map<number, RoomErrors> {
  const problems = new Map<number, RoomErrors>();
  for (const room of rooms) {
    const errors: RoomErrors = {};
    const name = room.name.trim();
    if (!name || name.length > MAX_NAME) errors.name = T.roomNameRequired;
    if (!room.condition) errors.condition = T.conditionRequired;
    if (room.notes.trim().length > MAX_NOTES) errors.notes = T.notesTooLong;
    if (Object.keys(errors).length > 0) problems.set(room.key, errors);
  }
  return problems;
}

/**
 * Why the files picked for a room cannot be added (the API's words), or null: only images, at most 15
 * MB each, 5 a room and 40 in all.
 */
export function photosRefusal(files: File[], inRoom: number, inAll: number): string | null {
  if (files.some((f) => f.type !== '' && !f.type.startsWith('image/'))) return API.photoNotImage;
  if (inRoom + files.length > MAX_PHOTOS_PER_ROOM || inAll + files.length > MAX_PHOTOS) return API.tooManyPhotos;
  if (files.some((f) => f.size > MAX_PHOTO_BYTES)) return API.photoTooLarge;
  return null;
}

/** The API's multipart body: `rooms` (JSON) and each room's photos as `photos.{room index}`. */
export function reportBody(rooms: DraftRoom[]): FormData {
  const body = new FormData();
  body.append(
    'rooms',
    JSON.stringify(rooms.map((r) => ({ name: r.name.trim(), condition: r.condition, notes: r.notes.trim() }))),
  );
  rooms.forEach((room, index) => {
    for (const photo of room.photos) body.append(`photos.${index}`, photo.file, photo.file.name);
  });
  return body;
}

/** The photos' count across the rooms. */
export const photoCount = (rooms: DraftRoom[]) => rooms.reduce((sum, r) => sum + r.photos.length, 0);
