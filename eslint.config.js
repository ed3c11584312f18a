// Lint is part of `npm test`. Besides the usual TypeScript and hooks rules it holds the import
// boundaries of ARCHITECTURE.md: web -> machines, flows, domain; server -> flows, domain;
// machines -> flows (not its React canvas), domain; flows -> domain; domain -> nothing of ours. Inside the web app: app -> features
// -> shared (ui, session, i18n, api); features never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ban = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map((g) => ({ group: g.group, message: g.message })) }],
});
const noWeb = { group: ['@web/*', '**/src/web/**'], message: 'Only the web app imports web code.' };
const noServer = { group: ['@server/*', '**/src/server/**'], message: 'Only the server imports server code.' };
const noMachines = { group: ['@machines/*', '**/machines/**'], message: 'Machines are used by the web app only.' };
const noFlowsCanvas = { group: ['@flows/canvas/*', '**/flows/canvas/**'], message: 'The React canvas is for the web app only.' };
const noFlows = { group: ['@flows/*', '**/flows/**'], message: 'This layer may not import flows.' };
const noReactOrAxios = { group: ['react', 'react-dom', 'react/*', 'axios', '@xstate/react'], message: 'This layer is framework-free: no React, no axios.' };
const noNode = { group: ['node:*', 'fs', 'path', 'crypto'], message: 'Domain code runs in the browser too: no Node APIs.' };
const noAxios = { group: ['axios'], message: 'Only src/web/api imports axios: use its client.' };
const noAppOrFeatures = {
  group: ['@web/app/*', '@web/features/*', '**/web/app/**', '**/web/features/**'],
  message: 'Shared web code (ui, session, i18n, api) is used by the app and features, never the other way.',
};
const noOtherFeature = {
  group: ['@web/features/*'],
  message: 'Features never import each other; move shared code to src/web/ui, src/web/app or src/domain.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'flows/canvas/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['src/domain/**'], rules: ban(noWeb, noServer, noMachines, noFlows, noReactOrAxios, noNode) },
  // The responder editor machine keeps its document and undo history with flows' pure functions.
  { files: ['machines/**'], rules: ban(noWeb, noServer, noFlowsCanvas, noReactOrAxios) },
  { files: ['flows/**'], ignores: ['flows/canvas/**'], rules: ban(noWeb, noServer, noMachines, noReactOrAxios) },
  { files: ['flows/canvas/**'], rules: ban(noWeb, noServer, noMachines, noAxios) },
  { files: ['src/server/**'], rules: ban(noWeb, noMachines, noFlowsCanvas, noReactOrAxios) },
  { files: ['src/web/app/**', 'src/web/main.tsx'], rules: ban(noServer, noAxios) },
  { files: ['src/web/ui/**', 'src/web/session/**', 'src/web/i18n/**'], rules: ban(noServer, noAxios, noAppOrFeatures) },
  { files: ['src/web/api/**'], rules: ban(noServer, noAppOrFeatures) },
  // Inside a feature, relative imports reach its own files; the alias form is reserved for other features.
  { files: ['src/web/features/**'], rules: ban(noServer, noAxios, noOtherFeature) },
);
