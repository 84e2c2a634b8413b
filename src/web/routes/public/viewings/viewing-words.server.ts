import type { ViewingDto } from '../../../../shared/viewings.ts';
import { placeIn } from '../../../../shared/words/in-language.ts';
import { newYorkLabel } from '../../../../shared/words/new-york.ts';
import { requestLanguage, serverTexts } from '../../../i18n.server.ts';

/** A viewing's start (New York) as the renter's e-mails write it, in the language of the request's page. */
export const viewingTime = (request: Request, start: string) => newYorkLabel(requestLanguage(request), 'when', start);

/**
 * A viewing's time (New York), place and status as its pages show them, in the language of the request's
 * page: the words its e-mails use in that language (English exactly as before).
 */
export function viewingOnPage(request: Request, viewing: Pick<ViewingDto, 'start' | 'listingAddress' | 'apartment' | 'status'>) {
  const language = requestLanguage(request);
  const { VIEWING_PAGES_TEXT: P, VIEWING_STATUS_LABELS } = serverTexts(request, 'viewings');
  return {
    when: P.whenNewYork(viewingTime(request, viewing.start)),
    place: placeIn(language, viewing.listingAddress, viewing.apartment),
    status: VIEWING_STATUS_LABELS[viewing.status],
  };
}
