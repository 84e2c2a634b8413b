import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // Public site: server-rendered.
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
  ]),

  // Back-office: client-rendered under /admin/*.
  ...prefix('admin', [
    layout('routes/admin/root.tsx', [
      index('routes/admin/redirect.tsx', { id: 'admin-index' }),
      route('login', 'routes/admin/login.tsx'),
      layout('routes/admin/shell.tsx', [
        route('dashboard', 'routes/admin/dashboard.tsx'),
        route('listings', 'routes/admin/listings/listings-page.tsx'),
        route('listings/add', 'routes/admin/listings/listing-add-page.tsx'),
        route('listings/edit/:id', 'routes/admin/listings/listing-edit-page.tsx'),
        route('profile', 'routes/admin/profile/profile-page.tsx'),
      ]),
      // Unknown admin paths: the dashboard when signed in, the login screen otherwise.
      route('*', 'routes/admin/redirect.tsx', { id: 'admin-unknown' }),
    ]),
  ]),
] satisfies RouteConfig;
