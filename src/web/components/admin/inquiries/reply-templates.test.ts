import { describe, expect, it } from 'vitest';
import { findFlaggedPhrases } from '../../../../shared/fair-housing/matcher.ts';
import { blank, replyTemplate, type TemplateContext } from './reply-templates.ts';

const listing = {
  bedrooms: 2,
  bathrooms: 1.5,
  size: 'No Roomies',
  amenities: ['Doorman', 'Elevator'],
  is_sublet: false,
  price: 3250,
} as unknown as NonNullable<TemplateContext['listing']>;
const withListing: TemplateContext = { name: 'Ann Reader', address: '350 W 42nd St', agentName: 'Dana Whitfield', listing };
const general: TemplateContext = { name: 'Ben', address: null, agentName: 'Dana Whitfield', listing: null };

describe('reply templates', () => {
  it('each greets the inquirer, names the property and is signed by the agent as Real Estate Agent', () => {
    for (const name of ['acknowledgment', 'information', 'viewing'] as const) {
      const text = replyTemplate(name, withListing);
      expect(text.startsWith('Dear Ann Reader,\n\n')).toBe(true);
      expect(text).toContain('350 W 42nd St');
      expect(text.endsWith('Best regards,\nDana Whitfield\nReal Estate Agent')).toBe(true);
    }
  });

  it('Information fills type, size, bedrooms, bathrooms and features from the listing', () => {
    const text = replyTemplate('information', withListing);
    expect(text).toContain(
      '- Type: 2-bedroom apartment\n- Size: No Roomies\n- Bedrooms: 2\n- Bathrooms: 1.5\n- Features: Doorman, Elevator',
    );
    expect(text).toContain('- Rent: $3,250 per month');
    expect(text).not.toMatch(/\[[A-Z]+\]/);
    expect(replyTemplate('information', { ...withListing, listing: { ...listing, bedrooms: 0, amenities: [] } })).toContain(
      `- Type: Studio apartment\n- Size: No Roomies\n- Bedrooms: Studio\n- Bathrooms: 1.5\n- Features: ${blank('features')}`,
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
});
