import type { BookViewingInput, SlotDto, ViewingDto, ViewingSettings, ViewingSettingsInput } from '../../../shared/viewings.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { bookableListing, freeSlotsNow } from './availability.ts';
import { bookViewing } from './booking.ts';
import { cancelByToken, hashManageLinks, managedViewing, type ManagedViewing } from './renter-link.ts';
import {
  actByLink,
  actionLink,
  cancelViewing,
  confirmViewing,
  declineViewing,
  markViewing,
  rescheduleViewing,
} from './staff-decisions.ts';
import type { ViewingRow } from './tables.ts';
import { toViewingDto, viewingRow, type Executor, type ViewingsContext } from './viewing-context.ts';
import { releaseUnconfirmed, sendDueReminders } from './viewing-jobs.ts';
import { listViewings, viewingsSummary } from './viewing-reads.ts';
import { readSettings, writeSettings } from './viewing-settings.ts';

/**
 * Viewings: the agent's availability, the free slots, bookings (each also an inquiry of type
 * 'viewing'), the agent's decisions and the renter's cancellation, with their e-mails and calendar
 * invitations queued in the same transaction as the change (decision 012). Each job is a module of
 * its own (availability, booking, staff-decisions, renter-link, viewing-jobs, viewing-reads,
 * viewing-settings); this class is what the rest of the server calls.
 */
export class ViewingsService {
  constructor(private readonly c: ViewingsContext) {}

  now(): Date {
    return this.c.clock();
  }

  // ---- availability ----

  settings(executor: Executor = this.c.db): Promise<ViewingSettings> {
    return readSettings(executor);
  }

  updateSettings(input: ViewingSettingsInput): Promise<ViewingSettings> {
    return writeSettings(this.c.db, input);
  }

  /** Whether the listing's page offers 'Schedule a Viewing': public, with viewings on. */
  offered(listingId: number): Promise<boolean> {
    return bookableListing(this.c.db, listingId).then(
      () => true,
      () => false,
    );
  }

  /** GET /viewings/slots: the free times of a public listing with viewings on. */
  async slots(listingId: number): Promise<SlotDto[]> {
    await bookableListing(this.c.db, listingId);
    return freeSlotsNow(this.c, this.c.db);
  }

  /** The free times a viewing may move to (its own time counts as free). */
  async rescheduleSlots(id: number): Promise<SlotDto[]> {
    const row = await viewingRow(this.c, this.c.db, id);
    return freeSlotsNow(this.c, this.c.db, toNumber(row.id));
  }

  // ---- booking ----

  /** POST /viewings (booking.ts). */
  book(input: BookViewingInput, clientAddress: string | null): Promise<{ viewing: ViewingDto; dropped: boolean }> {
    return bookViewing(this.c, input, clientAddress);
  }

  // ---- reading ----

  async get(id: number): Promise<ViewingDto> {
    return toViewingDto(await viewingRow(this.c, this.c.db, id));
  }

  list(query: { scope?: 'upcoming' | 'past'; inquiryId?: number }): Promise<ViewingDto[]> {
    return listViewings(this.c, query);
  }

  summary(): Promise<{ waiting: number; next: ViewingDto[] }> {
    return viewingsSummary(this.c);
  }

  // ---- the staff's decisions (staff-decisions.ts) ----

  confirm(id: number, expectedSequence?: number): Promise<ViewingDto> {
    return confirmViewing(this.c, id, expectedSequence);
  }

  decline(id: number, expectedSequence?: number): Promise<ViewingDto> {
    return declineViewing(this.c, id, expectedSequence);
  }

  cancel(id: number, by: 'staff' | 'renter'): Promise<ViewingDto> {
    return cancelViewing(this.c, id, by);
  }

  reschedule(id: number, start: string): Promise<ViewingDto> {
    return rescheduleViewing(this.c, id, start);
  }

  mark(id: number, status: 'done' | 'no_show'): Promise<ViewingDto> {
    return markViewing(this.c, id, status);
  }

  actionLink(token: string) {
    return actionLink(this.c, token);
  }

  actByLink(token: string) {
    return actByLink(this.c, token);
  }

  // ---- the renter's manage link (renter-link.ts) ----

  /** The manage link's token of a viewing (the renter's e-mails carry it; the database keeps its hash only). */
  manageToken(row: Pick<ViewingRow, 'manage_token'>): string {
    return this.c.manageLinks.token(row.manage_token);
  }

  hashManageLinks(): Promise<number> {
    return hashManageLinks(this.c);
  }

  manage(token: string): Promise<ManagedViewing | null> {
    return managedViewing(this.c, token);
  }

  cancelByToken(token: string): Promise<ViewingDto> {
    return cancelByToken(this.c, token);
  }

  // ---- the periodic jobs (viewing-jobs.ts) ----

  releaseUnconfirmed(): Promise<number> {
    return releaseUnconfirmed(this.c);
  }

  sendDueReminders(): Promise<number> {
    return sendDueReminders(this.c);
  }
}
