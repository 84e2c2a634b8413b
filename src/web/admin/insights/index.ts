// What the insights screens offer the rest of the back-office; the other files of this folder are its own business.
export { DailyChart } from './daily-chart.tsx';
export { InsightsPanel } from './insights-panel.tsx';
export { SourceFunnelPanel } from './source-funnel-panel.tsx';
