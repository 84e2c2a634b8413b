import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importDirection } from './eslint.import-direction.js';
import { tableOwnership } from './eslint.table-owners.js';

export default tseslint.config(
  { ignores: ['build/', 'build-*/', 'node_modules/', '.react-router/', 'data/', 'screenshots/', '.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A feature adds its mail kinds to the platform's interface by extending it (decision 097).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  ...importDirection(),
  ...tableOwnership(),
);
