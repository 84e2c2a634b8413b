/** What the alerts feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { alertsFeature, type AlertsServices } from './feature.ts';
