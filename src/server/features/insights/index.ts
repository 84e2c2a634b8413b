/** What the insights feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { insightsRoutes } from './insights.routes.ts';
export { InsightsService, figureTotals, insightWindow } from './insights.service.ts';
export type { InsightWindow } from './insights.service.ts';
export { ViewCounter } from './view-counter.ts';
export type { ViewCounterOptions } from './view-counter.ts';
