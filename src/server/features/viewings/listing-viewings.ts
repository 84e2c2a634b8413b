import { LISTINGS_TEXT } from '../../../shared/texts/listings.ts';
import type { ListingViewingOptions } from '../../../shared/viewings.ts';
import type { Db } from '../../platform/db/client.ts';
import { toBool } from '../../platform/db/mappers.ts';
import { notFound } from '../../platform/errors.ts';
import type { ListingsService } from '../listings/index.ts';

/**
 * A listing's viewings: whether renters may book them, and the instructions a confirmed viewing's
 * renter is told. The columns live on the listings table, which writes them for this feature
 * (`setHosted`, so the listing page's 'Schedule a Viewing' follows at once); what they mean is this
 * feature's (docs/decisions/103).
 */
export class ListingViewings {
  constructor(
    private readonly db: Db,
    private readonly listings: Pick<ListingsService, 'setHosted'>,
  ) {}

  /** GET /viewings/listings/{id}; 404 for no listing. */
  async options(id: number): Promise<ListingViewingOptions> {
    const row = await this.db
      .selectFrom('listings')
      .select(['viewings_enabled', 'viewing_instructions'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(LISTINGS_TEXT.listingNotFound);
    return { enabled: toBool(row.viewings_enabled), instructions: row.viewing_instructions };
  }

  /** PUT /viewings/listings/{id}: on or off, and the instructions; 404 for no listing. */
  async setOptions(id: number, options: ListingViewingOptions): Promise<ListingViewingOptions> {
    const found = await this.listings.setHosted(id, {
      viewingsEnabled: options.enabled,
      viewingInstructions: options.instructions,
    });
    if (!found) throw notFound(LISTINGS_TEXT.listingNotFound);
    return this.options(id);
  }
}
