/** What the insights feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { figureTotals, insightWindow } from './insights.service.ts';
export type { InsightWindow } from './insights.service.ts';
export { insightsFeature, type InsightsServices, type InsightsOptions } from './feature.ts';
