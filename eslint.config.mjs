import nx from '@nx/eslint-plugin';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The content API by feature (services/cms-api/src/<feature>/): a feature imports the shared core,
 * its own files, and another feature only through that feature's public index.ts; its code never
 * uses the demo content (seed/) or the app's assembly. The core imports no feature. The entry
 * points (app.ts, main.ts …) and the demo content (seed/) compose the features and may reach them.
 */
const CMS_API = 'services/cms-api/src';
const CMS_API_FEATURES = ['abfall', 'auth', 'content', 'formulare', 'intranet', 'oparl', 'ratsinfo', 'redaktion', 'row-database', 'search', 'wegweiser'];
const CMS_API_ROOT_MODULES = '(app|main|server|migrate)';

function contentApiFeatureBoundaries() {
  const up = '^(\\.\\./)+';
  const internals = (features) => ({
    regex: `${up}(${features.join('|')})/(?!index$).+`,
    message: 'Import another feature of the content API through its public index.ts (`../<feature>`), not its internals.',
  });
  const noDemoContent = {
    regex: `${up}(seed|testing)(/|$)`,
    message: 'Feature code does not use the demo content or the test helpers; the seed calls the feature, not the other way round.',
  };
  const noAssembly = { regex: `${up}${CMS_API_ROOT_MODULES}$`, message: 'Only the entry points assemble the content API; a feature is wired in app.ts.' };
  const tests = ['**/*.test.ts'];
  const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    ...CMS_API_FEATURES.flatMap((feature) => {
      const others = CMS_API_FEATURES.filter((other) => other !== feature);
      return [
        { files: [`${CMS_API}/${feature}/**/*.ts`], ignores: tests, rules: rule(internals(others), noDemoContent, noAssembly) },
        { files: [`${CMS_API}/${feature}/**/*.test.ts`], rules: rule(internals(others)) },
      ];
    }),
    {
      files: [`${CMS_API}/core/**/*.ts`],
      ignores: tests,
      rules: rule({ regex: `${up}(${CMS_API_FEATURES.join('|')}|seed|testing)(/|$)`, message: 'The core of the content API imports no feature.' }, noAssembly),
    },
  ];
}

export default [
  { ignores: ['**/dist/**', '**/dist.tmp/**', '**/node_modules/**', '.nx/**', '.data/**', 'e2e/test-results/**', 'services/cms-api/jest/**'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/src/**/*.ts', '**/src/**/*.tsx', 'e2e/**/*.ts'],
    rules: {
      // Remotes are plugins: they use the shared libraries, never the shell or each other.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            // The content API shares only the contract of its own requests and answers with the front end.
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['role:api-contract'] },
            { sourceTag: 'role:api-contract', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:town', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:feuerwehr', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:schools', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:barfusspark', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:jugendhaus', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:ratsinfo', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:intranet', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:redaktion', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    // Workspace package names of remotes and the shell are not libraries: nothing imports them.
    files: ['remotes/**/src/**', 'libs/**/src/**', 'shell/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@musterstadt/remote-*', '@musterstadt/shell', '@musterstadt/cms-api'],
              message: 'Only the shared libraries (shell-contract, cms-client, ui) may be imported; link to other sites by URL.',
            },
          ],
        },
      ],
    },
  },
  ...contentApiFeatureBoundaries(),
  {
    // One data client: browser and rendering code reaches the network only through @musterstadt/cms-client.
    files: [
      'remotes/**/src/**/*.{ts,tsx}',
      'libs/ui/src/**/*.{ts,tsx}',
      'libs/forms/src/**/*.{ts,tsx}',
      'libs/shell-contract/src/**/*.{ts,tsx}',
      'shell/src/client/**/*.{ts,tsx}',
      'shell/src/app/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use the data client of @musterstadt/cms-client (createCmsClient, getJson, postJson) instead of a bare fetch.' },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self', 'global'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Use the data client of @musterstadt/cms-client (createCmsClient, getJson, postJson) instead of a bare fetch.',
        })),
      ],
    },
  },
  {
    // Inner HTML only from SafeHtml, which only the sanitiser (@musterstadt/ui/safe-html) creates.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['libs/ui/src/safe-html/sanitize.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']:not([value.expression.type='CallExpression'][value.expression.callee.name='innerHtml'])",
          message:
            'Set inner HTML only as dangerouslySetInnerHTML={innerHtml(html)} with SafeHtml from safeHtml() (@musterstadt/ui/safe-html), e.g. <RichText html={safeHtml(field, block)} />.',
        },
        {
          selector: ":matches(TSAsExpression, TSTypeAssertion) > TSTypeReference.typeAnnotation[typeName.name='SafeHtml']",
          message: 'Only the sanitiser creates SafeHtml: use safeHtml() from @musterstadt/ui/safe-html instead of a cast.',
        },
      ],
    },
  },
  {
    // The shell's server is a list of small registrations made of small functions: a long one is split, not grown.
    files: ['shell/src/server/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', 'jest.*.js', 'scripts/webpack/**/*.js', 'services/cms-api/scripts/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Formatting is Prettier's (npm run format); turns off the stylistic rules that would disagree with it.
  eslintConfigPrettier,
];
