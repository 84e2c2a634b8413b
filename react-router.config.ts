import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  // WEB_BUILD_DIR lets several builds live side by side (e.g. parallel test runs); the default is build/.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
