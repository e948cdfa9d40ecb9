// One ESLint configuration for every workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Role decisions live in common's permission table (common/src/permissions.ts) and the rules beside it.
const ROLE = 'SYSTEM_ADMIN|PUBLICATION_MANAGER|API_USER|PUBLIC_USER|PUBLICATION_ADMIN|PUBLICATION_USER';
// A role as a whole string, or quoted inside one (SQL); prose that merely names a role is left alone.
const ROLE_TEXT = `/^(${ROLE})$|'(${ROLE})'/`;
const ROLE_MESSAGE =
  "Role decisions go through common's permission rules (common/src/permissions.ts); a needed role value is SystemRoles.X or PublicationRoles.X.";

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.data/**',
      '**/.test-data/**',
      '**/coverage/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['admin/src/**/*.{ts,tsx}', 'site/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Entities, seeds, benchmark fixtures, migrations (frozen history) and tests keep role values as data.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      'common/src/**',
      '**/*.entity.ts',
      '**/*seed*.ts',
      '**/*.spec.ts',
      '**/*.test.{ts,tsx}',
      'backend/test/**',
      'backend/src/database/migrations/**',
      'e2e/**',
      'bench/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${ROLE_TEXT}]`, message: ROLE_MESSAGE },
        { selector: `TemplateElement[value.raw=${ROLE_TEXT}]`, message: ROLE_MESSAGE },
      ],
    },
  },
);
