import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // Public site: server-rendered.
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('blog', 'routes/public/blog.tsx'),
    route('sublets', 'routes/public/sublets.tsx'),
    route('rooms', 'routes/public/rooms.tsx'),
    route('herald-towers', 'routes/public/herald-towers.tsx'),
    route('property/:id', 'routes/public/property.tsx'),
    route('property/:id/viewing', 'routes/public/viewing-book.tsx'),
    route('viewings/respond/:token', 'routes/public/viewing-respond.tsx'),
    route('viewings/:token', 'routes/public/viewing-manage.tsx'),
    route('disclosures/:token', 'routes/public/disclosure.tsx'),
    route('lease-mail/unsubscribe/:token', 'routes/public/lease-mail-unsubscribe.tsx'),
    route('property/:id/apply', 'routes/public/apply/apply-start.tsx'),
    route('apply/:token/:step?', 'routes/public/apply/apply-page.tsx'),
    route('unsubscribe', 'routes/public/unsubscribe.tsx'),
    route('newsletter', 'routes/public/newsletter.tsx'),
    route('alerts', 'routes/public/alerts.tsx'),
    route('alerts/:token', 'routes/public/alert-manage.tsx'),
    route('alerts/:token/unsubscribe', 'routes/public/alert-unsubscribe.tsx'),
    route('roommates', 'routes/public/roommates/find-room.tsx'),
    route('roommates/:token', 'routes/public/roommates/seeker-manage.tsx'),
    route('roommates/:token/stop', 'routes/public/roommates/seeker-stop.tsx'),
    route('privacy', 'routes/public/privacy.tsx'),
    // One route per building of the buildings call (unknown slugs are 404).
    route(':building', 'routes/public/building.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
  route('sitemap.xml', 'routes/public/sitemap.ts'),
  route('robots.txt', 'routes/public/robots.ts'),

  // Back-office: client-rendered under /admin/*.
  ...prefix('admin', [
    layout('routes/admin/root.tsx', [
      index('routes/admin/redirect.tsx', { id: 'admin-index' }),
      route('login', 'routes/admin/login.tsx'),
      route('forgot-password', 'routes/admin/forgot-password.tsx'),
      route('reset-password/:token?', 'routes/admin/reset-password.tsx'),
      layout('routes/admin/shell.tsx', [
        route('dashboard', 'routes/admin/dashboard.tsx'),
        route('listings', 'routes/admin/listings/listings-page.tsx'),
        route('listings/add', 'routes/admin/listings/listing-add-page.tsx'),
        route('listings/edit/:id', 'routes/admin/listings/listing-edit-page.tsx'),
        route('inquiries', 'routes/admin/inquiries/inquiries-page.tsx'),
        route('viewings', 'routes/admin/viewings/viewings-page.tsx'),
        route('applications', 'routes/admin/applications/applications-page.tsx'),
        route('applications/:id', 'routes/admin/applications/application-page.tsx'),
        route('deals', 'routes/admin/deals/deals-page.tsx'),
        route('roommates', 'routes/admin/roommates/roommates-page.tsx'),
        route('roommates/:id', 'routes/admin/roommates/seeker-page.tsx'),
        route('tips', 'routes/admin/tips/tips-page.tsx'),
        route('subscribers', 'routes/admin/subscribers/subscribers-page.tsx'),
        route('profile', 'routes/admin/profile/profile-page.tsx'),
        route('settings', 'routes/admin/settings/settings-page.tsx'),
        route('settings/team', 'routes/admin/settings/team-page.tsx'),
      ]),
      // Unknown admin paths: the dashboard when signed in, the login screen otherwise.
      route('*', 'routes/admin/redirect.tsx', { id: 'admin-unknown' }),
    ]),
  ]),
] satisfies RouteConfig;
