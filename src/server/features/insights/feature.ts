import type { FastifyBaseLogger } from 'fastify';
import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { insightsRoutes } from './insights.routes.ts';
import { InsightsService } from './insights.service.ts';
import { insightsMigrations } from './migrations/index.ts';
import { ViewCounter, type ViewCounterOptions } from './view-counter.ts';

export interface InsightsOptions {
  /** Page view counting: how often batches are written, and the clock (tests move it across days). */
  views?: ViewCounterOptions;
}

/** What the insights feature adds to the services. */
export interface InsightsServices {
  /** Views of the public pages, counted on the server and written in batches (decision 040). */
  views: ViewCounter;
  /** The dashboard's figures over time: views, inquiries, viewings, sources, response time. */
  insights: InsightsService;
}

/** The dashboard's figures over time and the page views they count (decision 040). */
export const insightsFeature: ProductFeature<InsightsServices> = {
  name: 'insights',
  pageViews: (services) => (view) => void services.views.record(view),
  migrations: insightsMigrations,
  services: ({ database, options }) => ({
    views: new ViewCounter(database, options.views),
    insights: new InsightsService(database.db),
  }),
  api: async (api) => {
    await api.register(insightsRoutes);
  },
  background: (services, { config }) => {
    let log: FastifyBaseLogger | undefined;
    const failed = (error: unknown) => log?.error({ err: error }, 'writing page views failed');
    return [
      {
        start(startLog) {
          log = startLog;
          if (config.viewCounting) services.views.start(failed);
        },
        // The views counted since the last batch are written (decision 040).
        stop: () => services.views.stop().catch(failed),
      },
    ];
  },
};
