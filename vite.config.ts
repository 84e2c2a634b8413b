import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, parseSync, Visitor, type Plugin } from 'vite';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress.mjs';

/**
 * Browser chunks (docs/decisions: public JavaScript budget, 028). Every file is compressed on its own,
 * so a dozen small chunks cost several KB more than the same code in one file. The modules every
 * public page needs (frame, cards, texts) form one 'public' chunk; the constants with the site
 * settings get a chunk of their own (used by public and admin pages alike). Route modules and the
 * code of a single page (the property gallery, the map, the alerts form and pages, the admin screens) still
 * load per route or on first use.
 *
 * React DOM is a chunk of its own, imported only by the client entry: the route modules (with React,
 * React Router and the error screen: the 'app' chunk) are evaluated in one task, React DOM in the
 * next, so that no single task holds a phone's main thread for long while the page becomes
 * interactive.
 */
const PUBLIC_SHELL = [
  // The footer, its newsletter form and the listings' filters and pagination too: they load with the page in one
  // file (decision 110; decision 099 had them in five chunks of their own, which every page asked for at once).
  /\/src\/web\/components\/public\/(?!photo-|share-button|alert-|map-card)/,
  /\/src\/shared\/(buildings|listing-basics)\.ts$/,
  /\/src\/web\/routes\/public\/error-meta\.ts$/,
  // The i18n runtime every public page reads its texts through (docs/decisions/069).
  /\/src\/shared\/i18n\/(runtime|format-compiled)\.ts$/,
  /\/src\/web\/i18n\.tsx$/,
];

const APP_SHELL = [
  /\/node_modules\/(react|react-router)\/(?!.*dom-export)/,
  /\/src\/web\/components\/error-screen\.tsx$/,
  // The CSP nonce's context: root.tsx and the public layout (its inline script) read it.
  /\/src\/web\/nonce\.tsx$/,
  // Business constants and site settings: every page and the back-office use them, so they ride in the app
  // chunk rather than in a file of their own (one request and one gzip frame less on every page).
  /\/src\/shared\/(constants|site-settings|phone|email)\.ts$/,
  // The languages and their paths: the root reads the page's language for <html lang> on every page, the back-office too.
  /\/src\/shared\/i18n\/languages\.ts$/,
  // The line icons' style and the 'show more' button, which public components and the back-office share: here, not
  // drawn into the public chunk with the public components that import them (the back-office loads no public chunk).
  /\/src\/web\/components\/ui\/(line-icon\.ts|more-toggle\.tsx)$/,
  // A form's errors in order (the newsletter form's, the back-office's forms'), for the same reason.
  /\/src\/web\/lib\/form-errors\.ts$/,
  // The bundler's own helpers (module interop, and the preload of modules loaded later): in their own files
  // they cost every page two requests and 1.3 KB gzip; in the app chunk, a few hundred bytes.
  /vite\/preload-helper|rolldown:runtime|\0rolldown\/runtime/,
];

/** The chunk of an English texts module: `texts-applications` for src/shared/texts/applications.ts. */
const textsChunk = (id: string) => `texts-${/([\w-]+)\.ts$/.exec(id)![1]}`;

const CLIENT_CHUNKS = {
  groups: [
    { name: 'app', test: (id: string) => APP_SHELL.some((re) => re.test(id)), priority: 5 },
    {
      name: 'react-dom',
      test: /\/node_modules\/(react-dom|scheduler)\/|\/node_modules\/react-router\/dist\/\w+\/dom-export/,
      priority: 4,
    },
    { name: 'public', test: (id: string) => PUBLIC_SHELL.some((re) => re.test(id)), priority: 1 },
    // Money and an address with its apartment (docs/decisions/102): the property page, the roommates' and the
    // back-office's pages share them; one small chunk, not one a module (a file costs its own gzip frame).
    { name: 'words', test: /\/src\/shared\/words\/(money|place)\.ts$/, priority: 1 },
    // The English texts modules the pages still import (the public pages, and the error screen on every page, read
    // theirs from their data, docs/decisions/069): kept out of the public chunk, which would otherwise take them as a
    // shared module, and each in a chunk of its own (texts-<module>), so that a page loads the texts it reads and no
    // other's (one chunk of all of them weighed 38 KB gzip on the property page and the login screen; decision 099).
    { name: textsChunk, test: /\/src\/shared\/texts\/[\w-]+\.ts$/, priority: 0 },
  ],
};

/**
 * React Router's package exports only its development build; its production build (the same code
 * with the development warnings switched off) sits beside it. The browser bundle gets the production
 * build: 0.5 KB less JavaScript on every page.
 */
const REACT_ROUTER_PRODUCTION = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  },
];

/**
 * React Router's production build keeps its developer messages: the text of each `invariant(condition, message)`
 * (an Error thrown when the router is misused: a hook outside a router, a route id twice) and of each
 * `warning(condition, message)` / `warningOnce(key, condition, message)` (console warnings), 8 KB of the browser's
 * copy, about 3 KB gzip on every page. The browser build keeps the calls and their conditions and drops the texts
 * (decision 110), as React's own production build does; the development server and the server build keep them.
 */
const MESSAGE_ARGUMENT: Record<string, number> = { invariant: 1, invariant2: 1, warning: 1, warningOnce: 2 };
function withoutRouterMessages(code: string): string {
  const cuts: Array<[number, number]> = [];
  new Visitor({
    CallExpression(call) {
      const position = call.callee.type === 'Identifier' ? MESSAGE_ARGUMENT[call.callee.name] : undefined;
      const message = position === undefined ? undefined : call.arguments[position];
      if (!message || (message.type !== 'Literal' && message.type !== 'TemplateLiteral')) return;
      const text = code.slice(message.start, message.end);
      if (/^(["'`])[\s\S]*\1$/.test(text)) cuts.push([message.start, message.end]);
    },
  }).visit(parseSync('react-router.mjs', code, { sourceType: 'module' }).program);
  let out = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, start)}""${out.slice(end)}`;
  return out;
}
const quietReactRouter: Plugin = {
  name: 'quiet-react-router',
  apply: 'build',
  transform: {
    filter: { id: /\/node_modules\/react-router\/dist\/production\/[\w-]+\.mjs$/ },
    handler(code) {
      if (this.environment.name !== 'client') return null;
      return { code: withoutRouterMessages(code), map: null };
    },
  },
};

/**
 * React Router's route compiler passes Vite the `envFile: false` that Vite 8 deprecates (a warning for
 * each route module on every build); `envDir: false` says the same in Vite's current words.
 */
const envDirInsteadOfEnvFile: Plugin = {
  name: 'env-dir-instead-of-env-file',
  config(config) {
    const legacy = config as { envFile?: false };
    if (legacy.envFile !== false) return;
    delete legacy.envFile;
    config.envDir = false;
  },
};

/**
 * The language suggestion (src/web/language-suggestion.ts, decision 070) is a script of its own, not a chunk of
 * the app: the public layout's inline script imports /language-suggestion.js on English pages whose browser asks
 * for Spanish or Chinese first, before they are interactive (decision 099). It is bundled with what it imports
 * of src/shared (the language prefix, docs/decisions/102) and minified (about 1 KB gzip): written beside the client
 * build's files, and made on request by the development server.
 */
const LANGUAGE_SUGGESTION = { path: '/language-suggestion.js', source: 'src/web/language-suggestion.ts' };
async function bundledLanguageSuggestion(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [LANGUAGE_SUGGESTION.source],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    charset: 'utf8',
    write: false,
    logLevel: 'silent',
  });
  return outputFiles[0].text;
}
const languageSuggestion: Plugin = {
  name: 'language-suggestion',
  configureServer(server) {
    server.middlewares.use(LANGUAGE_SUGGESTION.path, (_request, response, next) => {
      bundledLanguageSuggestion().then((code) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(code);
      }, next);
    });
  },
  async generateBundle() {
    if (this.environment.name !== 'client') return;
    this.emitFile({ type: 'asset', fileName: LANGUAGE_SUGGESTION.path.slice(1), source: await bundledLanguageSuggestion() });
  },
};

/**
 * The client build's files are compressed once, at build time (scripts/precompress.mjs: gzip by Zopfli and
 * Brotli, beside each file), for the server to send as they are (decision 110).
 */
const precompressed: Plugin = {
  name: 'precompressed',
  apply: 'build',
  async closeBundle() {
    if (this.environment.name !== 'client') return;
    await precompress(this.environment.config.build.outDir);
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [envDirInsteadOfEnvFile, tailwindcss(), reactRouter(), quietReactRouter, languageSuggestion, precompressed],
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The browser build only: the server (and the development server) keep the package's own resolution.
      ...(command === 'build' && !isSsrBuild ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  build: {
    assetsInlineLimit: 0,
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: CLIENT_CHUNKS } } }),
  },
}));
