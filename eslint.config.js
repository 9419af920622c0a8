// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Only the Node globals that plain-JS config files use; in TypeScript files the compiler checks names.
const nodeGlobals = {
  process: 'readonly',
  console: 'readonly',
  URL: 'readonly',
  Buffer: 'readonly',
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
};

export default defineConfig(
  globalIgnores([
    'dist/',
    'data/',
    '.astro/',
    'node_modules/',
    'public/',
    'server/db/migrations/',
    'coverage/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // The few type-aware rules that catch real async bugs (a forgotten await on a query, an async handler
      // where a sync callback is expected) without the noise of the whole type-checked preset.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The rules of hooks, and the React Compiler's checks of components and hooks, for every island.
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Code that can reach the browser gets zod through contract/zod.ts, which turns off zod's use of
    // `new Function` there (the site's Content-Security-Policy forbids eval; decision 027).
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    ignores: ['contract/zod.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import { z } from contract/zod.ts: it configures zod for the site's CSP.",
            },
          ],
        },
      ],
    },
  },
  {
    // The lead forms load their calls on demand (load-leads-api.ts); what they need up front comes from
    // contract/leads-rules.ts, so that the schema library stays out of the page's first download
    // (decision 111). leads-api.ts, loaded on demand, may name the response schemas.
    files: ['src/features/leads/**/*.{ts,tsx}'],
    ignores: ['src/features/leads/leads-api.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@contract/leads.ts', '**/contract/leads.ts'],
              allowTypeImports: true,
              message: 'Import the plain rules from contract/leads-rules.ts: leads.ts brings the schemas.',
            },
            {
              group: ['**/leads-api.ts'],
              allowTypeImports: true,
              message: 'Load the lead calls on demand with loadLeadsApi() (load-leads-api.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
);
