import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { NEW_YORK } from '../../../shared/new-york-time.ts';

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface CalendarEvent {
  /** Stable for the life of the viewing: a reschedule or a cancellation updates the same event. */
  uid: string;
  sequence: number;
  method: CalendarMethod;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  /** The renter: `name` is the CN (null: none), written as RFC 5545 and RFC 6868 quote it. */
  attendee: { name: string | null; email: string };
  productName: string;
}

/**
 * A name as a quoted parameter value (CN) per RFC 5545 and RFC 6868. ical-generator 10 writes a
 * parameter in double quotes but escapes a `"` inside as `\"` and a backslash as `\\`, which RFC 5545
 * does not know (a quoted value ends at the next DQUOTE, a backslash is a plain character): a name
 * like `X";ROLE=CHAIR` would be read as more parameters. So a DQUOTE becomes RFC 6868's `^'` and a
 * caret `^^` (which ical-generator leaves alone), line breaks and other control characters a space,
 * and backslashes go; inside the quotes `;`, `:` and `,` are plain text.
 */
function calendarParamText(value: string): string {
  let text = '';
  for (const c of value) text += c < ' ' || c === '\u007f' ? ' ' : c === '\\' ? '' : c;
  return text.replace(/\^/g, '^^').replace(/"/g, "^'").trim();
}

/**
 * One viewing as an iCalendar object (RFC 5545 / iTIP), written by ical-generator: DTSTART and DTEND
 * with TZID=America/New_York and that zone's VTIMEZONE, so every calendar shows the New York time
 * whatever the reader's zone; METHOD:REQUEST (STATUS:CONFIRMED) or METHOD:CANCEL (STATUS:CANCELLED).
 */
export function viewingCalendar(event: CalendarEvent): string {
  const calendar = ical({
    prodId: { company: event.productName, product: 'Viewings', language: 'EN' },
    method: event.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  // No calendar-wide zone (DTSTAMP stays UTC); the generator writes the VTIMEZONE of the event's zone.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: new Date(),
    start: DateTime.fromISO(event.start, { zone: NEW_YORK }),
    end: DateTime.fromISO(event.end, { zone: NEW_YORK }),
    timezone: NEW_YORK,
    summary: event.summary,
    location: event.location,
    description: event.description,
    url: event.url,
    organizer: { name: calendarParamText(event.organizer.name), email: event.organizer.email },
    attendees: [
      {
        ...(event.attendee.name ? { name: calendarParamText(event.attendee.name) } : {}),
        email: event.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: event.method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
    status: event.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
