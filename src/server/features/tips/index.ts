/** What the tips feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { tipsFeature, type TipsServices } from './feature.ts';
