import { BuildingsAnswerSchema } from '../../../shared/buildings.schema.ts';
import { route, type RoutesApp } from '../../platform/route.ts';

export async function buildingsRoutes(app: RoutesApp) {
  const listings = app.services.listings;

  app.get(
    '/buildings',
    route('public', {
      tags: ['Buildings'],
      summary: "Buildings with active listings: address, route slug ('herald-towers' for Herald Towers) and listing count",
      response: { 200: BuildingsAnswerSchema },
    }),
    async () => ({ success: true, buildings: await listings.buildings() }),
  );
}
