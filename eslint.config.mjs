import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

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
  {
    files: ['**/*.cjs', '**/jest.config.js', 'jest.*.js', 'scripts/webpack/**/*.js', 'services/cms-api/scripts/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
