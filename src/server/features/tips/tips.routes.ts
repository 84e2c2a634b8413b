import { TIPS_TEXT as T } from '../../../shared/texts/tips.ts';
import {
  AdminTipsQuerySchema,
  TipAnswerSchema,
  TipFieldsSchema,
  TipIdParams,
  TipsAnswerSchema,
  AdminTipsAnswerSchema,
} from '../../../shared/tips.schema.ts';
import { Envelope, ErrorSchema, RecordErrors } from '../../../shared/api-envelopes.ts';
import { routesTagged, type RoutesApp } from '../../platform/route.ts';

const { route } = routesTagged('Tips');

/** docs/product.md §7 Tips: public reads of active tips; signed-in staff read all and write. */
export async function tipsRoutes(app: RoutesApp) {
  const tips = app.services.tips;

  app.get(
    '/tips',
    route('public', { summary: 'Active tips, in the order they were added', response: { 200: TipsAnswerSchema } }),
    async () => ({ success: true, tips: await tips.listActive() }),
  );

  app.get(
    '/admin/tips',
    route('private', {
      summary: 'Every tip, with a case-insensitive search over title and content',
      querystring: AdminTipsQuerySchema,
      response: { 200: AdminTipsAnswerSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => {
      const list = await tips.listAll(request.query);
      const translations = await tips.translations(list.map((tip) => tip.id));
      return { success: true, tips: list, translations: Object.fromEntries(translations) };
    },
  );

  app.get(
    '/tips/:id',
    route('optional', {
      summary: 'One tip; an inactive tip is only found with a token',
      params: TipIdParams,
      response: { 200: TipAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
    }),
    async (request) => ({ success: true, tip: await tips.get(request.params.id, { signedIn: request.user !== null }) }),
  );

  app.post(
    '/tips',
    route('private', {
      summary: 'Create a tip (active unless is_active is false)',
      body: TipFieldsSchema,
      response: { 201: TipAnswerSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request, reply) => {
      const tip = await tips.create(request.body);
      return reply.status(201).send({ success: true, message: T.created, tip });
    },
  );

  app.put(
    '/tips/:id',
    route('private', {
      summary: 'Edit a tip (title and content; is_active when given)',
      params: TipIdParams,
      body: TipFieldsSchema,
      response: { 200: TipAnswerSchema, ...RecordErrors },
    }),
    async (request) => {
      const tip = await tips.update(request.params.id, request.body);
      return { success: true, message: T.updated, tip };
    },
  );

  app.delete(
    '/tips/:id',
    route('private', { summary: 'Delete a tip', params: TipIdParams, response: { 200: Envelope, ...RecordErrors } }),
    async (request) => {
      await tips.remove(request.params.id);
      return { success: true, message: T.deleted };
    },
  );
}
