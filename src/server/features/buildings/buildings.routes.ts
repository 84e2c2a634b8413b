import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BuildingsAnswerSchema } from '../../../shared/buildings.schema.ts';
import { route } from '../../platform/route.ts';

export async function buildingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
