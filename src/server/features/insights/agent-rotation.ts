/**
 * Client addresses that change their user agent many times within a minute (issue 31): a script
 * rotating agents, one "visitor" each, would inflate a listing's views (300 in 3 seconds). Past
 * AGENTS_PER_MINUTE distinct agents from one address within a clock minute, the address is marked
 * for the rest of the New York day and all its views count under one agent (ROTATING): once per page
 * and day. The views of its first agents still waiting to be written are handed back to be dropped,
 * so a burst counts once; those already written (an earlier batch) stay. A household behind one
 * address has a few browsers, well under the limit (decision 040).
 *
 * Memory is bounded: at most MAX_ADDRESSES addresses are followed per minute (the map is started
 * again each minute), and at most MAX_ROTATING marked per day; past either, views count as before.
 */
const AGENTS_PER_MINUTE = 5;
const MAX_ADDRESSES = 10_000;
const MAX_ROTATING = 10_000;
const MINUTE_MS = 60_000;

/** The agent a marked address's views are counted under (no browser sends it: it holds a NUL). */
export const ROTATING = '\0rotating';

interface Recent {
  agents: string[];
  /** The view keys this address added to the batch in this minute (dropped if it turns out to rotate). */
  keys: number[];
}

export class AgentRotation {
  private minute = -1;
  private readonly recent = new Map<string, Recent>();
  private day = '';
  private readonly rotating = new Set<string>();
  private dropped: number[] = [];

  /** The agent a view is counted under: its own, or ROTATING for an address that rotates agents. */
  agentOf(day: string, address: string, agent: string, now: number): string {
    if (day !== this.day) {
      this.day = day;
      this.rotating.clear();
    }
    if (this.rotating.has(address)) return ROTATING;
    const minute = Math.floor(now / MINUTE_MS);
    if (minute !== this.minute) {
      this.minute = minute;
      this.recent.clear();
    }
    let seen = this.recent.get(address);
    if (!seen) {
      if (this.recent.size >= MAX_ADDRESSES) return agent;
      this.recent.set(address, (seen = { agents: [agent], keys: [] }));
      return agent;
    }
    if (seen.agents.includes(agent)) return agent;
    if (seen.agents.length < AGENTS_PER_MINUTE) {
      seen.agents.push(agent);
      return agent;
    }
    if (this.rotating.size >= MAX_ROTATING) return agent;
    this.rotating.add(address);
    this.recent.delete(address);
    this.dropped = seen.keys;
    return ROTATING;
  }

  /** Notes a view key an address added to the batch (a new visitor), to drop it should the address turn out to rotate. */
  added(address: string, key: number): void {
    this.recent.get(address)?.keys.push(key);
  }

  /** The waiting view keys of the address just marked (once; then none). */
  takeDropped(): number[] {
    const keys = this.dropped;
    this.dropped = [];
    return keys;
  }
}
