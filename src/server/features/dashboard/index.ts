/** What the dashboard feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { leadFigures } from './lead-figures.ts';
