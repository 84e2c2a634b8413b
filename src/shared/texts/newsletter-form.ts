/**
 * The newsletter forms (the footer's, the /newsletter page's) and their action (docs/product.md §2, §5,
 * §8 'Subscribe'), word for word where the spec gives them. Apart from the API's
 * (subscribers.ts) and the back-office's (newsletter.ts): these ship on every public page.
 */
export const NEWSLETTER_TEXT = {
  heading: 'Newsletter',
  intro: 'New apartments, sublets and renting tips, straight to your inbox.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  ageConsent: 'By subscribing, you agree that you are at least 16 years of age.',
  subscribe: 'Subscribe',
  sending: 'Subscribing…',
  success: 'Thank you for subscribing!',
  alreadySubscribed: 'You are already subscribed to our newsletter.',
  failed: 'Subscription failed. Please try again.',
  networkError: 'Failed to subscribe. Please try again later.',
  needEmail: 'Please enter your email address.',
  needValidEmail: 'Please enter a valid email address.',
  needConsent: 'Please confirm that you are at least 16 years of age.',
  honeypot: 'Leave this field empty',
} as const;
