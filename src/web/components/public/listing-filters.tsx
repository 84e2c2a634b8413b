import { useNavigate } from 'react-router';
import type { ListingSearch, SearchChoices } from '../../../shared/listing-search.ts';
import { SiteLink } from './site-link.tsx';
import { usePublicText } from '../../i18n.tsx';

/** The filter bar's choices and `labels`: each size text with its words in the page's language (written on the server). */
export type FilterChoices = SearchChoices & { labels: Record<string, string> };

interface ListingFiltersProps {
  pathname: string;
  search: ListingSearch;
  /** The search's canonical query ('' for none). */
  query: string;
  choices: FilterChoices;
}

/** A labelled field of the form (its look, and its control's, is in app.css: `.filter-sheet label`). */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label>
      {label}
      {children}
    </label>
  );
}

/** A select of `options` ([value, label]) after a first, empty choice (`any`). */
function Choice(props: { name: string; value?: string | number; options: Array<[string | number, string]>; any?: string }) {
  const T = usePublicText();
  const { name, value, options, any = T.any } = props;
  return (
    <select name={name} defaultValue={value ?? ''}>
      {[['', any] as const, ...options].map(([v, text]) => (
        <option key={v} value={v}>
          {text}
        </option>
      ))}
    </select>
  );
}

const price = (name: string, value: number | undefined, placeholder: string) => (
  <input type="number" name={name} min={0} inputMode="numeric" defaultValue={value} placeholder={placeholder} />
);

/**
 * The filter bar of a listing grid: a plain GET form (works before and without scripts; the URL
 * holds the search), offering only the choices the grid's listings can answer. With scripts, a
 * submit navigates in place to the search's canonical URL. On a phone it folds into a 'Filters'
 * sheet (a <details>, so it opens without scripts too); from 768 px the form is always shown, and
 * from 993 px it is one row of however many fields the grid offers (app.css).
 */
export function ListingFilters({ pathname, search, query, choices }: ListingFiltersProps) {
  const T = usePublicText();
  const navigate = useNavigate();
  const { beds, baths, sizes, dated } = choices;
  // How many filters are on (the sort is not one), shown on the phone's 'Filters' pill.
  const on = Object.entries(search).filter(([name, value]) => name !== 'sort' && value !== undefined).length;
  return (
    <details className="filter-sheet mx-auto mt-4 max-w-7xl sm:mt-6 px-4 sm:px-6 lg:px-8">
      <summary className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 shadow-sm">
        {T.filters}
        {on > 0 && ` · ${on}`}
      </summary>
      <form
        key={query}
        method="get"
        action={pathname}
        role="search"
        aria-label={T.filters}
        className="mt-3 grid grid-cols-2 items-end gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 md:mt-0 md:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          // The phone's sheet closes to show the listings.
          (event.currentTarget.parentElement as HTMLDetailsElement).open = false;
          // The fields are in the canonical order: the filled ones make the search's URL.
          const params = new URLSearchParams();
          for (const [name, value] of new FormData(event.currentTarget)) if (value !== '') params.set(name, value as string);
          void navigate(`${pathname}${params.size ? `?${params}` : ''}`, { preventScrollReset: true });
        }}
      >
        <Field label={T.priceFrom}>{price('minPrice', search.minPrice, T.noMin)}</Field>
        <Field label={T.priceTo}>{price('maxPrice', search.maxPrice, T.noMax)}</Field>
        {beds.length > 0 && (
          <Field label={T.bedrooms}>
            <Choice
              name="beds"
              value={search.beds}
              options={beds.map((n) => [n, n === 0 ? T.studio : n === 3 ? '3+' : String(n)])}
            />
          </Field>
        )}
        {baths.length > 0 && (
          <Field label={T.bathrooms}>
            <Choice name="baths" value={search.baths} options={baths.map((n) => [n, `${n}+`])} />
          </Field>
        )}
        {sizes.length > 0 && (
          <Field label={T.size}>
            <Choice name="size" value={search.size} options={Object.entries(choices.labels)} />
          </Field>
        )}
        {dated && (
          <Field label={T.availableBy}>
            <input type="date" name="availableBy" defaultValue={search.availableBy} />
          </Field>
        )}
        <Field label={T.sortBy}>
          <Choice
            name="sort"
            value={search.sort}
            options={[
              ['price-asc', T.sortPriceAsc],
              ['price-desc', T.sortPriceDesc],
            ]}
            any={T.sortNewest}
          />
        </Field>
        <button
          type="submit"
          className="col-span-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900 md:col-span-1"
        >
          {T.applyFilters}
        </button>
        {query && (
          <SiteLink to={pathname} className="col-span-2 text-sm font-semibold text-brand-700 hover:underline md:col-span-4">
            {T.clearFilters}
          </SiteLink>
        )}
      </form>
    </details>
  );
}
