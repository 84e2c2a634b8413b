import type { ProductFeature } from '../index.ts';
import { buildingsRoutes } from './buildings.routes.ts';

/** The per-building pages' API: the buildings of the listings. */
export const buildingsFeature: ProductFeature<object> = {
  name: 'buildings',
  api: async (api) => {
    await api.register(buildingsRoutes);
  },
};
