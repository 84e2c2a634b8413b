import type { Language } from '../../../shared/i18n/languages.ts';
import type { ListingDto } from '../../../shared/listings.schema.ts';
import { REPLY_TEMPLATE_WORDS } from '../../../shared/texts/admin-inquiries.ts';
import { formatDollars } from '../../../shared/words/money.ts';

/**
 * The reply form's templates (docs/product.md §9): each greets the inquirer by first name, names the
 * listing with its apartment (and its page, when public) and is signed with the agent's name and title.
 */
export type TemplateName = 'acknowledgment' | 'information' | 'viewing';

export interface TemplateContext {
  /** The inquirer's name. */
  name: string;
  /** The listing's street and apartment ('145 East 29th Street, Apt 4B'), or null for a general inquiry. */
  address: string | null;
  /** The listing's public page, when it is public. */
  listingUrl?: string | null;
  agentName: string;
  /** The agent's title from Settings ('Licensed Real Estate Salesperson'); 'Real Estate Agent' when blank. */
  agentTitle?: string;
  /** The listing the inquiry names, when it still exists: Information fills its details from it. */
  listing: Pick<ListingDto, 'bedrooms' | 'bathrooms' | 'size' | 'amenities' | 'is_sublet' | 'price'> | null;
  /** The inquiry's language: the greeting and the signature are written in it (decision 072); English when absent. */
  language?: Language;
}

/** A blank the agent must fill in before sending: loud and easy to spot. */
export const blank = (what: string) => `[${what.toUpperCase()}]`;

function about(address: string | null, url: string | null | undefined): string {
  if (!address) return 'our apartments';
  return url ? `the apartment at ${address} (${url})` : `the apartment at ${address}`;
}

/** 'Ann' of 'Ann Reader'; a name that starts with a title or initial ('Dr. Lee', 'J. Smith') stays whole. */
export function firstName(name: string): string {
  const whole = name.trim().replace(/\s+/g, ' ');
  const first = whole.split(' ')[0];
  return first.endsWith('.') ? whole : first;
}

function signature(agentName: string, agentTitle: string | undefined, language: Language): string {
  const W = REPLY_TEMPLATE_WORDS[language];
  return `${W.closing}\n${agentName}\n${agentTitle?.trim() || W.defaultTitle}`;
}

function details(listing: TemplateContext['listing']): string[] {
  const type = listing
    ? `${listing.bedrooms === 0 ? 'Studio' : `${listing.bedrooms}-bedroom`} apartment${listing.is_sublet ? ' (sublet)' : ''}`
    : blank('type');
  const beds = listing ? (listing.bedrooms === 0 ? 'Studio' : String(listing.bedrooms)) : blank('bedrooms');
  const baths = listing ? String(listing.bathrooms) : blank('bathrooms');
  const size = listing?.size.trim() || blank('size');
  const features = listing && listing.amenities.length > 0 ? listing.amenities.join(', ') : blank('features');
  const lines = [
    `- Type: ${type}`,
    `- Roommates: ${size}`,
    `- Bedrooms: ${beds}`,
    `- Bathrooms: ${baths}`,
    `- Features: ${features}`,
  ];
  if (listing) lines.push(`- Rent: ${formatDollars(listing.price)} per month`);
  return lines;
}

/** The message a template button writes into the reply form. */
export function replyTemplate(template: TemplateName, context: TemplateContext): string {
  const language = context.language ?? 'en';
  const greeting = REPLY_TEMPLATE_WORDS[language].greeting(firstName(context.name));
  const place = about(context.address, context.listingUrl);
  const body: Record<TemplateName, string[]> = {
    acknowledgment: [
      `Thank you for your inquiry about ${place}. I have received your message and will get back to you with more details within one business day.`,
      'If you have any questions in the meantime, simply reply to this e-mail.',
    ],
    information: [
      `Thank you for your interest in ${place}. Here are the details:`,
      details(context.listing).join('\n'),
      'Would you like to arrange a viewing? Let me know which days and times suit you.',
    ],
    viewing: [
      `Thank you for your interest in ${place}. I would be glad to show it to you.`,
      `Would ${blank('date')} at ${blank('time')} work for you? If not, please suggest a day and time that suit you better.`,
      'Please bring a photo ID. I look forward to meeting you.',
    ],
  };
  return [greeting, ...body[template], signature(context.agentName, context.agentTitle, language)].join('\n\n');
}
