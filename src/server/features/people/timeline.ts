import { byNewest, PERSON_TIMELINE_CAP, type PersonEvent } from '../../../shared/people.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { applicationsOfPerson } from '../applications/index.ts';
import { dealsOfPerson } from '../deals/index.ts';
import { inquiriesOfPerson } from '../inquiries/index.ts';
import { roommatesOfPerson } from '../roommates/index.ts';
import { viewingsOfPerson } from '../viewings/index.ts';

/**
 * One person, one timeline (docs/decisions/091-one-person-one-timeline.md): what every feature holds for
 * an e-mail address, each read by the owning feature's own exported query, merged newest first and
 * capped at PERSON_TIMELINE_CAP (each source reads one more than the cap, so `more` is exact enough to
 * say older records were left out).
 */
export class PersonTimeline {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  async of(email: string): Promise<{ email: string; events: PersonEvent[]; more: boolean }> {
    const address = email.trim().toLowerCase();
    const cap = PERSON_TIMELINE_CAP + 1;
    const sources = await Promise.all([
      inquiriesOfPerson(this.db, address, cap),
      viewingsOfPerson(this.db, address, cap),
      applicationsOfPerson(this.db, address, cap),
      dealsOfPerson(this.db, this.dialect, address, cap),
      roommatesOfPerson(this.db, address, cap),
    ]);
    const events = sources.flat().sort(byNewest);
    return { email: address, events: events.slice(0, PERSON_TIMELINE_CAP), more: events.length > PERSON_TIMELINE_CAP };
  }
}
