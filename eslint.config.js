import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Feature boundaries (DESIGN.md, issue 12): a feature (src/features/<name>/) imports its own files, src/ui, src/hooks,
// src/routing, src/i18n and streams/, never another feature or the app that composes them (as bulletproof-react does
// with import/no-restricted-paths). A relative import is resolved to the file it names, so '../office/kit' from
// src/features/limits/ is caught as surely as a deep path.
const srcRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const featureBoundaries = {
  meta: { type: 'problem', schema: [], messages: { cross: "A feature imports only itself, src/ui, src/hooks, src/routing and streams: '{{source}}' reaches into {{target}}." } },
  create(context) {
    const own = path.relative(srcRoot, context.filename).split(path.sep);
    if (own[0] !== 'features' || own.length < 3) return {};
    const check = (node) => {
      const source = node.source && node.source.type === 'Literal' ? node.source.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(srcRoot, path.resolve(path.dirname(context.filename), source)).split(path.sep);
      const foreign = (target[0] === 'features' && target[1] !== own[1]) || target[0] === 'app';
      if (foreign) context.report({ node, messageId: 'cross', data: { source, target: target.slice(0, 2).join('/') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

// One-way imports (DESIGN.md): src -> streams -> streams/core; server may import streams/schemas only.
const noReactInStreams = {
  patterns: [
    { group: ['react', 'react-dom', 'react-dom/*', 'react-*', 'observable-hooks'], message: 'streams/ is framework-free: no React.' },
    { group: ['**/src/**', '../src/*', '../../src/*'], message: 'streams/ must not import the React app (src/).' },
    { group: ['**/server/**'], message: 'streams/ must not import the server.' },
  ],
};

// vite.config.ts tells the bundler that valibot calls (`v.*(...)`) are pure, so unused schemas are dropped; a call
// made only for its effect (`v.assert(...)` as a statement) would be dropped too.
const noValibotStatement = {
  selector: "ExpressionStatement > CallExpression[callee.object.name='v']",
  message: 'valibot calls are treated as pure by the build: use the result (const x = v.parse(...)).',
};

// One format of money, numbers and dates (issue 22, 24): src/ui/format.ts holds the site's only Intl formatters, with
// the player's currency digits and a locale fallback where the browser lacks the language's data.
const oneFormat = [
  { selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat|RelativeTimeFormat)$/]", message: 'Format money, numbers and dates with src/ui/format.ts (formatMinor, formatMoney, formatNumber, formatDateTime).' },
  { selector: "CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]", message: 'Format money, numbers and dates with src/ui/format.ts: it falls back where the browser lacks a locale.' },
  { selector: "CallExpression[callee.property.name='toFixed'][callee.object.type='BinaryExpression'][callee.object.operator='/']", message: 'Minor units to money: formatMinor (src/ui/format.ts) knows each currency\'s digits.' },
];
// The house's RxJS rules (issue 22, after element-call's): a shared stream says when it resets, so a reader knows
// whether a late subscriber replays, refetches or waits; a Subject is the owner's, exposed only as an Observable.
const rxjsHouse = [
  { selector: "CallExpression[callee.name='share'][arguments.length=0]", message: 'Name the reset options: share({ resetOnError, resetOnComplete, resetOnRefCountZero }).' },
  { selector: "CallExpression[callee.name='share'] > ObjectExpression:not(:has(Property[key.name='resetOnRefCountZero']))", message: 'Name the reset options: share({ resetOnError, resetOnComplete, resetOnRefCountZero }).' },
  { selector: "CallExpression[callee.name='shareReplay']:not([arguments.0.type='ObjectExpression'])", message: 'Name the options: shareReplay({ bufferSize, refCount }).' },
  { selector: "CallExpression[callee.name='shareReplay'] > ObjectExpression:not(:has(Property[key.name='refCount']))", message: 'Name the options: shareReplay({ bufferSize, refCount }).' },
  { selector: "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/Subject$/]", message: 'Do not export a Subject: export its Observable (subject.asObservable()) and a function that feeds it.' },
  { selector: "ReturnStatement > ObjectExpression > Property > NewExpression[callee.name=/Subject$/]", message: 'Do not hand out a Subject: hand out its Observable and a function that feeds it.' },
];
const subscribeInComponents = { selector: "CallExpression[callee.property.name='subscribe']", message: 'Components consume streams through observable-hooks, never .subscribe().' };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'bench-results', 'public/pwa-sw.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['streams/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', noReactInStreams],
      'no-restricted-syntax': ['error', noValibotStatement, ...oneFormat, ...rxjsHouse],
      'no-restricted-globals': ['error',
        { name: 'setTimeout', message: 'Time comes from RxJS (timer).' },
        { name: 'setInterval', message: 'Time comes from RxJS (interval).' }],
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: 'Use asyncScheduler.now() so marble tests drive time.' },
        { object: 'performance', property: 'now', message: 'Use asyncScheduler.now().' }],
    },
  },
  {
    files: ['streams/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...noReactInStreams.patterns,
        { group: ['../*/**', '!../core/**', '../services', '../schemas/*'], message: 'streams/core depends on nothing above it.' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, site: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'site/feature-boundaries': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The app talks to the server over HTTP only.' }] }],
      'no-restricted-globals': ['error',
        { name: 'setTimeout', message: 'Time comes from RxJS (timer).' },
        { name: 'setInterval', message: 'Time comes from RxJS (interval).' }],
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: 'Use asyncScheduler.now().' }],
      'no-restricted-syntax': ['error', noValibotStatement, subscribeInComponents, ...oneFormat, ...rxjsHouse],
    },
  },
  {
    files: ['src/ui/format.ts'],
    rules: { 'no-restricted-syntax': ['error', noValibotStatement, subscribeInComponents, ...rxjsHouse] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src/**'], message: 'The server does not import the React app.' },
        { group: ['**/streams/*', '!**/streams/schemas', '!**/streams/schemas/**', '!**/streams/timing', '!**/streams/timing.ts'], message: 'The server may import streams/schemas only.' },
      ] }],
    },
  },
);
