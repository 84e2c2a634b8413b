import type { ScenarioGroup } from './lib/types.ts';

/**
 * The inquiries API with 10,000 inquiries: a visitor's inquiry (validation, the listing
 * look-up, the insert in its transaction, the per-address limit) and the agent's search over name,
 * email, message and property, each beside the bare route. The search runs first, before the posts
 * add rows.
 */
const inquiries: ScenarioGroup = {
  name: 'Inquiries',
  web: 'none',
  scenarios: (context) => [
    {
      name: `GET /api/inquiries?search=${context.inquirySearchTerm}&limit=10 (token, ${context.inquiries.toLocaleString('en-US')} inquiries)`,
      path: `/api/inquiries?search=${context.inquirySearchTerm}&limit=10`,
      signedIn: true,
    },
    {
      name: 'POST /api/inquiries (property inquiry)',
      path: '/api/inquiries',
      post: {
        name: 'Bench Visitor',
        email: 'bench.visitor@example.com',
        phone: '212-555-0100',
        message: 'Is the apartment still available? I would like to see it this week.',
        listingId: context.activeListingId,
      },
    },
  ],
};

export default inquiries;
