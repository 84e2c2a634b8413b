import type { ProductFeature } from '../index.ts';
// The feature's tables, added to the product's database type by declaration (decision 097).
import type {} from './tables.ts';
import { tipsMigrations } from './migrations/index.ts';
import { tipsRoutes } from './tips.routes.ts';
import { TipsService } from './tips.service.ts';

/** What the tips feature adds to the services. */
export interface TipsServices {
  tips: TipsService;
}

/** The renters' tips the agent writes. */
export const tipsFeature: ProductFeature<TipsServices> = {
  name: 'tips',
  pageDataVersion: (services) => services.tips.dataVersion(),
  migrations: tipsMigrations,
  services: ({ database }) => ({ tips: new TipsService(database.db, database.dialect) }),
  api: async (api) => {
    await api.register(tipsRoutes);
  },
};
