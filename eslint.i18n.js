import i18next from 'eslint-plugin-i18next';

/**
 * No user-facing literal in JSX (ADR 036): text and the attributes people read or hear come from messages.
 * Folders and files not translated yet are listed here and left out: the list only shrinks, and anything new is
 * checked. Every web feature is translated now (issue #42); strings outside JSX (toasts, notices) were reviewed
 * with each folder taken off the list.
 */
/** @type {string[]} */
export const UNTRANSLATED_WEB_FOLDERS = [];

export const i18nLint = {
  files: ['apps/web/src/**/*.tsx'],
  ignores: [
    '**/*.test.tsx',
    // Test support: what it renders is only read by tests.
    'apps/web/src/testing/**',
    ...UNTRANSLATED_WEB_FOLDERS.map((path) => (path.endsWith('.tsx') ? path : `${path}/**`)),
  ],
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': {
          include: [
            '^(placeholder|title|alt|label|aria-label|aria-description|aria-valuetext|closeLabel|subtitle|description|message)$',
          ],
        },
      },
    ],
  },
};
