import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/** The public site's routes; for Spanish or Chinese, each route's id is its English id behind `es/` or `zh/`. */
function publicSite(language?: 'es' | 'zh'): RouteConfigEntry {
  const id = (file: string) => (language ? { id: `${language}/${file.replace(/\.tsx?$/, '')}` } : {});
  const page = (path: string, file: string) => route(path, file, id(file));
  return layout('routes/public/layout.tsx', id('routes/public/layout.tsx'), [
    index('routes/public/home.tsx', id('routes/public/home.tsx')),
    page('about', 'routes/public/about.tsx'),
    page('blog', 'routes/public/blog.tsx'),
    page('sublets', 'routes/public/sublets.tsx'),
    page('rooms', 'routes/public/rooms.tsx'),
    page('herald-towers', 'routes/public/herald-towers.tsx'),
    page('property/:id', 'routes/public/property.tsx'),
    page('property/:id/viewing', 'routes/public/viewings/viewing-book.tsx'),
    page('viewings/respond/:token', 'routes/public/viewings/viewing-respond.tsx'),
    page('viewings/:token', 'routes/public/viewings/viewing-manage.tsx'),
    page('disclosures/:token', 'routes/public/disclosure.tsx'),
    page('agency/:token', 'routes/public/agency-landlord.tsx'),
    page('leases/:token', 'routes/public/leases/lease-sign.tsx'),
    page('lease-mail/unsubscribe/:token', 'routes/public/leases/lease-mail-unsubscribe.tsx'),
    page('property/:id/apply', 'routes/public/apply/apply-start.tsx'),
    page('apply/:token/:step?', 'routes/public/apply/apply-page.tsx'),
    page('unsubscribe', 'routes/public/unsubscribe.tsx'),
    page('newsletter', 'routes/public/newsletter.tsx'),
    page('alerts', 'routes/public/alerts/alerts.tsx'),
    page('alerts/:token', 'routes/public/alerts/alert-manage.tsx'),
    page('alerts/:token/unsubscribe', 'routes/public/alerts/alert-unsubscribe.tsx'),
    page('roommates', 'routes/public/roommates/find-room.tsx'),
    page('roommates/:token', 'routes/public/roommates/seeker-manage.tsx'),
    page('roommates/:token/stop', 'routes/public/roommates/seeker-stop.tsx'),
    page('privacy', 'routes/public/privacy.tsx'),
    // One route per building of the buildings call (unknown slugs are 404).
    page(':building', 'routes/public/building.tsx'),
    page('*', 'routes/public/not-found.tsx'),
  ]);
}

export default [
  // Public site: server-rendered, in English at the unprefixed addresses and again under /es/ and /zh/
  // (docs/decisions/070): the same route modules, their ids prefixed with the language.
  publicSite(),
  ...prefix('es', [publicSite('es')]),
  ...prefix('zh', [publicSite('zh')]),
  route('sitemap.xml', 'routes/public/sitemap.ts'),
  route('robots.txt', 'routes/public/robots.ts'),

  // Back-office: client-rendered under /admin/*.
  ...prefix('admin', [
    layout('admin/kit/root.tsx', [
      index('admin/kit/redirect.tsx', { id: 'admin-index' }),
      route('login', 'admin/auth/login.tsx'),
      route('forgot-password', 'admin/auth/forgot-password.tsx'),
      route('reset-password/:token?', 'admin/auth/reset-password.tsx'),
      layout('admin/kit/shell.tsx', [
        route('dashboard', 'admin/dashboard/dashboard.tsx'),
        route('listings', 'admin/listings/listings-page.tsx'),
        route('listings/add', 'admin/listings/listing-add-page.tsx'),
        route('listings/edit/:id', 'admin/listings/listing-edit-page.tsx'),
        route('inquiries', 'admin/inquiries/inquiries-page.tsx'),
        route('viewings', 'admin/viewings/viewings-page.tsx'),
        route('applications', 'admin/applications/applications-page.tsx'),
        route('applications/:id', 'admin/applications/application-page.tsx'),
        route('deals', 'admin/deals/deals-page.tsx'),
        route('roommates', 'admin/roommates/roommates-page.tsx'),
        route('roommates/:id', 'admin/roommates/seeker-page.tsx'),
        route('tips', 'admin/tips/tips-page.tsx'),
        route('subscribers', 'admin/subscribers/subscribers-page.tsx'),
        route('profile', 'admin/profile/profile-page.tsx'),
        route('settings', 'admin/settings/settings-page.tsx'),
        route('settings/applications', 'admin/settings/applications-settings-page.tsx'),
        route('settings/team', 'admin/settings/team-page.tsx'),
      ]),
      // Unknown admin paths: the dashboard when signed in, the login screen otherwise.
      route('*', 'admin/kit/redirect.tsx', { id: 'admin-unknown' }),
    ]),
  ]),
] satisfies RouteConfig;
