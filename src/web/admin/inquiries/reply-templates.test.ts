import { REPLY_TEMPLATE_WORDS } from '../../../shared/texts/admin-inquiries.ts';
import { describe, expect, it } from 'vitest';
import { findFlaggedPhrases } from '../../../shared/fair-housing/matcher.ts';
import { blank, firstName, replyTemplate, type TemplateContext } from './reply-templates.ts';

const listing = {
  bedrooms: 2,
  bathrooms: 1.5,
  size: 'No Roomies',
  amenities: ['Doorman', 'Elevator'],
  is_sublet: false,
  price: 3250,
} as unknown as NonNullable<TemplateContext['listing']>;
const withListing: TemplateContext = {
  name: 'Ann Reader',
  address: '350 W 42nd St, Apt 4B',
  listingUrl: 'https://rentals.example/property/7',
  agentName: 'Dana Whitfield',
  agentTitle: 'Licensed Real Estate Salesperson',
  listing,
};
const general: TemplateContext = { name: 'Ben', address: null, agentName: 'Dana Whitfield', listing: null };

describe('reply templates', () => {
  it('each greets the inquirer by first name, names the listing with its apartment and page, and is signed with the title from Settings', () => {
    for (const name of ['acknowledgment', 'information', 'viewing'] as const) {
      const text = replyTemplate(name, withListing);
      expect(text.startsWith('Dear Ann,\n\n')).toBe(true);
      expect(text).toContain('the apartment at 350 W 42nd St, Apt 4B (https://rentals.example/property/7)');
      expect(text.endsWith('Best regards,\nDana Whitfield\nLicensed Real Estate Salesperson')).toBe(true);
    }
    // Without a title in Settings the signature says what the agent is; a listing that is not public is named without a link.
    const untitled = replyTemplate('acknowledgment', { ...withListing, agentTitle: '', listingUrl: null });
    expect(untitled.endsWith('Best regards,\nDana Whitfield\nReal Estate Agent')).toBe(true);
    expect(untitled).toContain('the apartment at 350 W 42nd St, Apt 4B.');
  });

  it('greets by the first name, keeping a name that starts with a title or an initial whole', () => {
    expect(firstName('  Ann   Reader ')).toBe('Ann');
    expect(firstName('Dr. Lee Park')).toBe('Dr. Lee Park');
    expect(firstName('Omar')).toBe('Omar');
    expect(replyTemplate('viewing', { ...general, name: '' }).startsWith('Dear there,')).toBe(true);
  });

  it('Information fills type, size, bedrooms, bathrooms and features from the listing', () => {
    const text = replyTemplate('information', withListing);
    expect(text).toContain(
      '- Type: 2-bedroom apartment\n- Roommates: No Roomies\n- Bedrooms: 2\n- Bathrooms: 1.5\n- Features: Doorman, Elevator',
    );
    expect(text).toContain('- Rent: $3,250 per month');
    expect(text).not.toMatch(/\[[A-Z]+\]/);
    expect(replyTemplate('information', { ...withListing, listing: { ...listing, bedrooms: 0, amenities: [] } })).toContain(
      `- Type: Studio apartment\n- Roommates: No Roomies\n- Bedrooms: Studio\n- Bathrooms: 1.5\n- Features: ${blank('features')}`,
    );
  });

  it('leaves marked blanks for what is unknown, and the viewing date and time', () => {
    const text = replyTemplate('information', general);
    for (const what of ['TYPE', 'SIZE', 'BEDROOMS', 'BATHROOMS', 'FEATURES']) expect(text).toContain(`[${what}]`);
    expect(text).toContain('our apartments');
    expect(replyTemplate('viewing', withListing)).toContain('Would [DATE] at [TIME] work for you?');
  });

  it('hold no wording the fair housing check flags', () => {
    for (const name of ['acknowledgment', 'information', 'viewing'] as const)
      for (const context of [withListing, general]) expect(findFlaggedPhrases(replyTemplate(name, context)), name).toEqual([]);
  });
  it('greets and signs in the inquiry’s language; the body stays the agent’s (English template) (decision 072)', () => {
    const spanish = replyTemplate('acknowledgment', { ...withListing, language: 'es' });
    expect(spanish.startsWith(`${REPLY_TEMPLATE_WORDS.es.greeting(firstName(withListing.name))}\n\n`)).toBe(true);
    expect(spanish).toContain(`\n\n${REPLY_TEMPLATE_WORDS.es.closing}\n${withListing.agentName}\n`);
    const chinese = replyTemplate('viewing', { ...general, language: 'zh' });
    expect(chinese.startsWith(REPLY_TEMPLATE_WORDS.zh.greeting(firstName(general.name)))).toBe(true);
    expect(chinese).toContain(`${REPLY_TEMPLATE_WORDS.zh.closing}\n${general.agentName}`);
    expect(replyTemplate('viewing', { ...general, language: 'en' })).toBe(replyTemplate('viewing', general));
  });
});
