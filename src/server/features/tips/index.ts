/** What the tips feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { tipsRoutes } from './tips.routes.ts';
export { TipsService } from './tips.service.ts';
