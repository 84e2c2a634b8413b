import { createElement, useId, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../tests/support/static-render.ts';
import { DEFAULT_SITE_SETTINGS } from '../shared/site-settings.ts';
import type { ListingCardData } from './components/public/listing-card.tsx';
import type { ListingDto } from '../shared/listings.schema.ts';
import Property from './routes/public/property.tsx';
import { ListingsView, type ListingsPageData } from './components/public/listings-view.tsx';
import { SiteFooter } from './components/public/site-footer.tsx';
import { SiteHeader } from './components/public/site-header.tsx';
import { SiteSettingsProvider } from './components/public/site-settings-context.tsx';
import { createMemoRenderer } from './memo-html.server.ts';
import { MemoHtml, MemoRenderer } from './memo-html.tsx';
import { I18nContext } from './i18n.tsx';
import { pageTexts } from './i18n.server.ts';
import { cardWords } from './routes/public/listings-page.server.ts';
import { PUBLIC_TEXT } from '../shared/texts/public.ts';

/** `element` rendered as the page at `url`, as entry.server.tsx renders it: with `memo`, or without one (as the browser draws it). */
/** The English texts a page's loaders send (docs/decisions/069), as the public layout provides them. */
const ENGLISH = pageTexts(new Request('http://localhost/'), [
  'public',
  'property',
  'rooms',
  'amenities',
  'inquiries',
  'viewings',
  'apply',
]);

const renderPage = (url: string, element: () => ReactElement, memo: MemoRenderer | null) =>
  renderAt(url, element, (page) =>
    createElement(MemoRenderer, { value: memo }, createElement(I18nContext, { value: ENGLISH }, page)),
  );

const photo = {
  url: '/uploads/photos/ab/ab-1600.webp',
  srcset: '/uploads/photos/ab/ab-480.webp 480w',
  width: 1600,
  height: 1200,
};
const LISTINGS: ListingCardData[] = [
  {
    id: 7,
    price: 3450,
    address: '12 East 13th Street, Apt 4B',
    neighborhood: 'Greenwich Village',
    bedrooms: 1,
    bathrooms: 1,
    size: 'No Roomies',
    description: 'Sunny one-bedroom with "big" windows & a <renovated> kitchen. '.repeat(4),
    amenities: ['Doorman', 'Elevator', 'Laundry', 'Roof deck', 'Gym'],
    is_sublet: false,
    photo,
    photos: 6,
  },
  {
    id: 8,
    price: 2100,
    address: '350 West 42nd Street',
    neighborhood: '',
    bedrooms: 0,
    bathrooms: 1.5,
    size: null,
    description: 'Short — café nearby.',
    amenities: [],
    is_sublet: true,
    photos: 0,
  },
  ...[9, 10, 11, 12].map((id) => ({
    id,
    price: 2000 + id * 100,
    address: `${id} Bleecker Street`,
    neighborhood: 'West Village',
    bedrooms: id % 4,
    bathrooms: 2,
    size: '1 Roomie',
    description: `Flat number ${id}.\nSecond line.`,
    amenities: ['Dishwasher', 'Pets OK'],
    is_sublet: id % 2 === 0,
    photo,
    photos: id,
  })),
].map((listing) => ({ ...listing, words: cardWords(listing as unknown as ListingDto, PUBLIC_TEXT) })) as ListingCardData[];

const PAGE: ListingsPageData = {
  listings: LISTINGS,
  page: 1,
  totalPages: 3,
  totalListings: 14,
  shown: '14 homes',
  pathname: '/sublets',
  buildings: [
    { href: '/12-east-13th-street', label: '12 East 13th Street' },
    { href: '/350-west-42nd-street', label: '350 West 42nd Street' },
  ],
  search: {},
  query: '',
  choices: {
    total: 14,
    beds: [0, 1, 2, 3],
    baths: [1, 2],
    sizes: ['1 Roomie', 'No Roomies'],
    price: { min: 2000, max: 3450 },
    dated: false,
    labels: {},
  },
  alerts: '<details class="alert-signup"><summary>Get alerts for this search</summary></details>',
};

const LISTING = {
  ...LISTINGS[0],
  fees: [{ name: 'Application fee', amount: 20 }],
  images: [],
  status: 'active',
  available_from: '2026-12-01',
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
} as unknown as ListingDto;

const property = () =>
  createElement(
    SiteSettingsProvider,
    { value: DEFAULT_SITE_SETTINGS },
    createElement(Property, {
      loaderData: {
        listing: LISTING,
        viewings: true,
        listed: 'November 20, 2026',
        available: 'Available Dec 1',
        description: { text: LISTING.description, language: 'en' },
        room: null,
        meta: [],
      },
    } as unknown as Parameters<typeof Property>[0]),
  );

const grid = () =>
  createElement(ListingsView, { data: PAGE, hero: { eyebrow: 'Sublets', title: 'Sublets' }, emptyText: 'No sublets' });
const header = () => createElement(SiteSettingsProvider, { value: DEFAULT_SITE_SETTINGS }, createElement(SiteHeader));
const footer = () =>
  createElement(
    SiteSettingsProvider,
    { value: DEFAULT_SITE_SETTINGS },
    createElement(SiteFooter, null, createElement('p', null, 'Newsletter')),
  );

describe('MemoHtml', () => {
  it.each([
    ['a listing grid (six cards and the browse bar)', '/sublets', grid, 7],
    ['the footer (three parts)', '/about', footer, 3],
    ['the navbar on a property page', '/property/7', header, 1],
    ['the navbar marking a page', '/sublets', header, 1],
    ['the navbar marking a building', '/herald-towers', header, 1],
    ['the navbar below a marked page', '/about/team', header, 1],
    ['a property page (heading, facts, description, fees and amenities)', '/property/7', property, 3],
  ])('writes %s as the page without it writes, rendered or kept', async (_name, url, element, parts) => {
    const expected = await renderPage(url, element, null);
    const renderer = createMemoRenderer({ maxChars: 1_000_000 });
    const kept = new Set<string>();
    const memo: MemoRenderer = (key, content) => {
      const html = renderer(key, content);
      if (html !== null) kept.add(key);
      return html;
    };
    expect(await renderPage(url, element, memo)).toBe(expected);
    expect(kept.size).toBe(parts);
    // The second time from the kept HTML.
    expect(await renderPage(url, element, memo)).toBe(expected);
  });

  it('renders its content once per data, and again for other data', () => {
    let renders = 0;
    const Content = ({ text }: { text: string }) => {
      renders++;
      return createElement('p', null, text);
    };
    const memo = createMemoRenderer({ maxChars: 10_000 });
    const page = (text: string) =>
      renderToString(
        createElement(
          MemoRenderer,
          { value: memo },
          createElement(MemoHtml<{ text: string }>, { as: 'div', render: Content, data: { text } }),
        ),
      );
    expect(page('a & b')).toBe('<div><p>a &amp; b</p></div>');
    expect(page('a & b')).toBe('<div><p>a &amp; b</p></div>');
    expect(renders).toBe(1);
    expect(page('c')).toBe('<div><p>c</p></div>');
    expect(renders).toBe(2);
  });

  it('renders in place what would not be the same HTML kept: a preloaded image, useId, a render that throws', () => {
    let renders = 0;
    const Image = () => (renders++, createElement('img', { src: '/brand-mark.svg', alt: '' }));
    const Labelled = () => {
      renders++;
      const id = useId();
      return createElement('p', { id }, 'label');
    };
    const Failing = (): React.ReactNode => {
      renders++;
      throw new Error('no data');
    };
    const memo = createMemoRenderer({ maxChars: 10_000 });
    for (const render of [Image, Labelled, Failing] as Array<() => React.ReactNode>) {
      for (let i = 0; i < 2; i++) expect(memo(render.name, createElement(render))).toBeNull();
    }
    // Each tried once, then remembered as not kept.
    expect(renders).toBe(3);
  });

  it('keeps at most maxChars of keys and HTML, the least recently used going first', () => {
    let renders = 0;
    const Content = ({ n }: { n: number }) => (renders++, createElement('p', null, 'x'.repeat(90), n));
    const memo = createMemoRenderer({ maxChars: 350 });
    const show = (n: number) => memo(`p:${n}`, createElement(Content, { n }));
    show(1);
    show(2);
    show(3);
    expect(renders).toBe(3);
    show(1); // used again: now the most recent
    show(4); // over 350 characters: 2, the least recently used, goes
    expect(renders).toBe(4);
    show(1);
    show(3);
    expect(renders).toBe(4);
    show(2);
    expect(renders).toBe(5);
  });
});
