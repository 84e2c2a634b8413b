import type { ProductFeature } from '../index.ts';
import { peopleRoutes } from './people.routes.ts';
import { PersonTimeline } from './timeline.ts';

/** What the people feature adds to the services. */
export interface PeopleServices {
  /** One person's records across the features, by e-mail address (docs/decisions/091). */
  people: PersonTimeline;
}

/** One person's records across the features, by e-mail address (docs/decisions/091). */
export const peopleFeature: ProductFeature<PeopleServices> = {
  name: 'people',
  services: ({ database }) => ({ people: new PersonTimeline(database.db, database.dialect) }),
  api: async (api) => {
    await api.register(peopleRoutes);
  },
};
