import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // Public site: server-rendered.
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
  ]),

  // Back-office: client-rendered under /admin/*.
  ...prefix('admin', []),
] satisfies RouteConfig;
