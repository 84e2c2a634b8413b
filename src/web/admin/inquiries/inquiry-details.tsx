import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { detailLink, INQUIRY_DETAIL_KEYS, type InquiryDto } from '../../../shared/inquiries.schema.ts';
import { telLink } from '../../../shared/phone.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { INQUIRY_DETAIL_TEXT as DETAIL_TEXT } from '../../../shared/texts/inquiries.ts';
import { propertyName } from './inquiry-format.ts';
import { InquirySection } from './inquiry-section.tsx';

/** One of the renter's details: N/A when not given ('N/A' stored reads the same), a phone number as a tel: link. */
function DetailValue({ value, link }: { value: string; link?: 'tel' }) {
  if (!value || value === 'N/A') return <span className="text-slate-500">N/A</span>;
  if (link === 'tel')
    return (
      <a href={telLink(value)} className="font-medium text-brand-700 hover:underline">
        {value}
      </a>
    );
  return <span className="[overflow-wrap:anywhere] text-slate-800">{value}</span>;
}

/**
 * docs/product.md §2 'Customer Inquiries': Contact Information (name, email, the renter's details
 * such as the phone, source), Property (with `propertyAction` beside its title) and Message.
 */
export function InquiryDetails({ inquiry, propertyAction }: { inquiry: InquiryDto; propertyAction?: ReactNode }) {
  const property = propertyName(inquiry);
  return (
    <>
      <InquirySection title={T.contactInformation}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-500">{T.name}</dt>
          <dd className="font-semibold [overflow-wrap:anywhere] text-slate-900" data-testid="detail-name">
            {inquiry.name}
          </dd>
          <dt className="text-slate-500">{T.email}</dt>
          <dd className="[overflow-wrap:anywhere]">
            {inquiry.email ? (
              <a href={`mailto:${inquiry.email}`} className="font-medium text-brand-700 hover:underline">
                {inquiry.email}
              </a>
            ) : (
              <span className="text-slate-500">N/A</span>
            )}
          </dd>
          {INQUIRY_DETAIL_KEYS.map((key) => (
            <Fragment key={key}>
              <dt className="text-slate-500">{DETAIL_TEXT[key].label}</dt>
              <dd>
                <DetailValue value={inquiry[key]} link={detailLink(key)} />
              </dd>
            </Fragment>
          ))}
          <dt className="text-slate-500">{T.source}</dt>
          <dd className="text-slate-800" data-testid="detail-source">
            {inquiry.source}
          </dd>
        </dl>
      </InquirySection>
      <InquirySection title={T.property} action={propertyAction}>
        <p className="text-sm [overflow-wrap:anywhere] text-slate-800" data-testid="detail-property">
          {inquiry.listing_id != null && inquiry.listing_apartment != null ? (
            <Link
              to={`/admin/listings/edit/${inquiry.listing_id}`}
              aria-label={T.openListing(property)}
              className="font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
            >
              {property}
            </Link>
          ) : (
            property
          )}
        </p>
      </InquirySection>
      <InquirySection title={T.message}>
        <p
          className="rounded-xl bg-slate-50 p-4 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere] text-slate-800"
          data-testid="detail-message"
        >
          {inquiry.message}
        </p>
      </InquirySection>
    </>
  );
}
