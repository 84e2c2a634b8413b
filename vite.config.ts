import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

/**
 * Browser chunks (docs/decisions: public JavaScript budget). Every file is compressed on its own, so
 * a dozen small chunks cost several KB more than the same code in one file. The modules every public
 * page needs (frame, cards, texts) form one 'public' chunk; React, React Router, and the constants
 * with the site settings get a chunk each (used by public and admin pages alike). Route modules and
 * the code of a single page (the property gallery, the admin screens) still load per route.
 */
const PUBLIC_SHELL = [
  /\/src\/web\/components\/public\/(?!photo-gallery|share-button)/,
  /\/src\/shared\/(texts\/public|buildings)\.ts$/,
  /\/src\/web\/routes\/public\/error-meta\.ts$/,
];

const CLIENT_CHUNKS = {
  groups: [
    { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 4 },
    { name: 'router', test: /\/node_modules\/react-router\//, priority: 3 },
    // Business constants and site settings are used by the back-office too: not part of the public chunk.
    { name: 'shared', test: /\/src\/shared\/(constants|site-settings)\.ts$/, priority: 2 },
    { name: 'public', test: (id: string) => PUBLIC_SHELL.some((re) => re.test(id)), priority: 1 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: CLIENT_CHUNKS } } }),
  },
}));
