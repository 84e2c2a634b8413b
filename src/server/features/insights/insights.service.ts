import { DateTime } from 'luxon';
import { sql, type SelectQueryBuilder } from 'kysely';
import { INQUIRY_SOURCES, type InquirySource } from '../../../shared/inquiries.schema.ts';
import type { ListingFigureSort } from '../../../shared/listings.schema.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Database } from '../../platform/db/schema.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { NEW_YORK } from '../../../shared/new-york-time.ts';
import {
  VIEW_SOURCES,
  type DailyFigures,
  type Insights,
  type ListingFigures,
  type ResponseTime,
  type ViewSource,
} from '../../../shared/insights.schema.ts';

/**
 * The dashboard's figures over time (docs/decisions/040): views counted on the server, inquiries and
 * viewings per New York day; the listings that are seen and that bring leads; where leads come from;
 * how fast the agent answers. Every day is a New York day.
 */

const INSIGHT_DAYS = 30;

const TOP = 5;

/** The New York days of a window and its bounds as UTC instants (insightWindow). */
export type InsightWindow = ReturnType<typeof insightWindow>;

type Totals<T extends 'page_views' | 'inquiries' | 'viewings'> = SelectQueryBuilder<
  Database,
  T,
  { listing_id: number | null; n: number }
>;
/** Listings' totals of one figure over a window (figureTotals). */
type FigureTotals = Totals<'page_views'> | Totals<'inquiries' | 'viewings'>;

/** The New York days of the window ending today, oldest first, and its bounds as UTC instants. */
export function insightWindow(now: Date, days = INSIGHT_DAYS) {
  const today = DateTime.fromJSDate(now, { zone: NEW_YORK }).startOf('day');
  const first = today.minus({ days: days - 1 });
  const list: string[] = [];
  for (let d = first; d <= today; d = d.plus({ days: 1 })) list.push(d.toISODate() as string);
  return {
    days: list,
    from: first.toUTC().toISO() as string,
    to: today.plus({ days: 1 }).toUTC().toISO() as string,
  };
}

const dayOf = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone(NEW_YORK).toISODate() as string;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const conversion = (inquiries: number, views: number): number | null =>
  views > 0 ? Math.round((inquiries * 1000) / views) / 10 : null;

/**
 * One figure of the window per listing (of the ids given, or all), as a query of `listing_id` and `n`
 * (listings without any are absent): the back-office listings table joins it to sort by the figure.
 * Views are read by their day through the primary key of page_views, inquiries and viewings by their
 * creation time (each through its index on it).
 */
export function figureTotals(db: Db, figure: ListingFigureSort, window: InsightWindow, ids?: readonly number[]): FigureTotals {
  if (figure === 'views') {
    const views = db
      .selectFrom('page_views')
      .select((eb) => ['listing_id', eb.fn.sum<number>('views').as('n')])
      .where('day', '>=', window.days[0])
      .where('day', '<=', window.days[window.days.length - 1])
      .groupBy('listing_id');
    return ids ? views.where('listing_id', 'in', ids) : views.where('listing_id', 'is not', null);
  }
  const rows = db
    .selectFrom(figure)
    .select((eb) => ['listing_id', eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', window.from)
    .where('created_at', '<', window.to)
    .groupBy('listing_id');
  return ids ? rows.where('listing_id', 'in', ids) : rows.where('listing_id', 'is not', null);
}

export class InsightsService {
  constructor(private readonly db: Db) {}

  /** Everything the dashboard shows, for the 30 New York days ending today. */
  async overview(now = new Date()): Promise<Insights> {
    const window = insightWindow(now);
    const [days, perListing, leadSources, viewSources, responseTime] = await Promise.all([
      this.daily(now),
      this.listingFigures(window),
      this.leadSources(window),
      this.viewSources(window),
      this.responseTimes(now),
    ]);
    const listings = [...perListing.values()];
    const byViews = listings.filter((l) => l.views > 0).sort((a, b) => b.views - a.views || b.inquiries - a.inquiries);
    const byInquiries = listings.filter((l) => l.inquiries > 0).sort((a, b) => b.inquiries - a.inquiries || b.views - a.views);
    return {
      days,
      totals: {
        views: days.reduce((n, d) => n + d.views, 0),
        inquiries: days.reduce((n, d) => n + d.inquiries, 0),
        viewings: days.reduce((n, d) => n + d.viewings, 0),
      },
      topByViews: byViews.slice(0, TOP),
      topByInquiries: byInquiries.slice(0, TOP),
      leadSources,
      viewSources,
      responseTime,
    };
  }

  /** Views, inquiries and viewings per New York day (of one listing, or of all). */
  async daily(now = new Date(), listingId?: number): Promise<DailyFigures[]> {
    const window = insightWindow(now);
    let views = this.db
      .selectFrom('page_views')
      .select((eb) => ['day', eb.fn.sum<number>('views').as('n')])
      .where('day', '>=', window.days[0])
      .where('day', '<=', window.days[window.days.length - 1])
      .groupBy('day');
    let inquiries = this.db
      .selectFrom('inquiries')
      .select('created_at')
      .where('created_at', '>=', window.from)
      .where('created_at', '<', window.to);
    let viewings = this.db
      .selectFrom('viewings')
      .select('created_at')
      .where('created_at', '>=', window.from)
      .where('created_at', '<', window.to);
    if (listingId !== undefined) {
      views = views.where('listing_id', '=', listingId);
      inquiries = inquiries.where('listing_id', '=', listingId);
      viewings = viewings.where('listing_id', '=', listingId);
    }
    const [viewRows, inquiryRows, viewingRows] = await Promise.all([views.execute(), inquiries.execute(), viewings.execute()]);
    const figures = new Map(window.days.map((day) => [day, { day, views: 0, inquiries: 0, viewings: 0 }]));
    for (const row of viewRows) {
      const f = figures.get(row.day);
      if (f) f.views += toNumber(row.n);
    }
    for (const row of inquiryRows) {
      const f = figures.get(dayOf(row.created_at));
      if (f) f.inquiries++;
    }
    for (const row of viewingRows) {
      const f = figures.get(dayOf(row.created_at));
      if (f) f.viewings++;
    }
    return [...figures.values()];
  }

  /** Views, inquiries and viewings over the window per listing (every listing with one of them, or the ids given). */
  async listingFigures(window = insightWindow(new Date()), ids?: readonly number[]): Promise<Map<number, ListingFigures>> {
    if (ids && ids.length === 0) return new Map();
    const totals = (figure: ListingFigureSort) => figureTotals(this.db, figure, window, ids).execute();
    const [viewRows, inquiryRows, viewingRows] = await Promise.all([totals('views'), totals('inquiries'), totals('viewings')]);
    const counts = new Map<number, { views: number; inquiries: number; viewings: number }>();
    const entry = (id: number) => {
      let c = counts.get(id);
      if (!c) counts.set(id, (c = { views: 0, inquiries: 0, viewings: 0 }));
      return c;
    };
    for (const id of ids ?? []) entry(id);
    for (const row of viewRows) entry(toNumber(row.listing_id)).views += toNumber(row.n);
    for (const row of inquiryRows) entry(toNumber(row.listing_id)).inquiries += toNumber(row.n);
    for (const row of viewingRows) entry(toNumber(row.listing_id)).viewings += toNumber(row.n);
    const known = counts.size
      ? await this.db
          .selectFrom('listings')
          .select(['id', 'address', 'neighborhood'])
          .where('id', 'in', [...counts.keys()])
          .execute()
      : [];
    const result = new Map<number, ListingFigures>();
    for (const listing of known) {
      const id = toNumber(listing.id);
      const c = counts.get(id)!;
      result.set(id, {
        listingId: id,
        address: listing.address,
        neighborhood: listing.neighborhood,
        ...c,
        conversion: conversion(c.inquiries, c.views),
      });
    }
    return result;
  }

  /**
   * Inquiries of the window by where the lead came from (the inquiry's source: the form that stored it,
   * or what the agent chose for a lead they entered), every source with its count, most first.
   */
  async leadSources(window = insightWindow(new Date())): Promise<Insights['leadSources']> {
    const rows = await this.db
      .selectFrom('inquiries')
      .select((eb) => ['source', eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', window.from)
      .where('created_at', '<', window.to)
      .groupBy('source')
      .execute();
    const counts = new Map<InquirySource, number>(INQUIRY_SOURCES.map((s) => [s, 0]));
    for (const row of rows) {
      const source = (INQUIRY_SOURCES as readonly string[]).includes(row.source) ? (row.source as InquirySource) : 'Other';
      counts.set(source, (counts.get(source) ?? 0) + toNumber(row.n));
    }
    return [...counts].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count);
  }

  /** Views of the window by the referring site. */
  async viewSources(window = insightWindow(new Date())): Promise<Insights['viewSources']> {
    const rows = await this.db
      .selectFrom('page_views')
      .select((eb) => ['source', eb.fn.sum<number>('views').as('n')])
      .where('day', '>=', window.days[0])
      .where('day', '<=', window.days[window.days.length - 1])
      .groupBy('source')
      .execute();
    const counts = new Map<ViewSource, number>(VIEW_SOURCES.map((s) => [s, 0]));
    for (const row of rows) if (counts.has(row.source as ViewSource)) counts.set(row.source as ViewSource, toNumber(row.n));
    return [...counts].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count);
  }

  /** The median time to the first reply for inquiries made this New York month and last month. */
  async responseTimes(now = new Date()): Promise<{ thisMonth: ResponseTime; lastMonth: ResponseTime }> {
    const thisMonth = DateTime.fromJSDate(now, { zone: NEW_YORK }).startOf('month');
    const lastMonth = thisMonth.minus({ months: 1 });
    const from = lastMonth.toUTC().toISO() as string;
    const to = thisMonth.plus({ months: 1 }).toUTC().toISO() as string;
    const rows = await this.db
      .selectFrom('inquiries')
      .leftJoin('replies', 'replies.inquiry_id', 'inquiries.id')
      .select(['inquiries.id', 'inquiries.created_at', sql<string | null>`min(replies.sent_at)`.as('first_reply')])
      .where('inquiries.created_at', '>=', from)
      .where('inquiries.created_at', '<', to)
      .groupBy(['inquiries.id', 'inquiries.created_at'])
      .execute();
    const month = (start: DateTime): ResponseTime => {
      const key = start.toFormat('yyyy-MM');
      const inMonth = rows.filter(
        (r) => DateTime.fromISO(r.created_at, { zone: 'utc' }).setZone(NEW_YORK).toFormat('yyyy-MM') === key,
      );
      const minutes = inMonth
        .filter((r) => r.first_reply)
        .map((r) => (Date.parse(r.first_reply as string) - Date.parse(r.created_at)) / 60_000)
        .filter((m) => m >= 0);
      const m = median(minutes);
      return {
        month: key,
        medianMinutes: m === null ? null : Math.round(m * 10) / 10,
        answered: minutes.length,
        inquiries: inMonth.length,
      };
    };
    return { thisMonth: month(thisMonth), lastMonth: month(lastMonth) };
  }
}
