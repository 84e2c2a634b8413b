/** What the viewings feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { ViewingsService } from './viewings.service.ts';
export { viewingsOfPerson } from './person-records.ts';
export { viewingsFeature, type ViewingsServices, type ViewingsOptions } from './feature.ts';
