import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-app',
      'dist-server',
      'storybook-static',
      '.tmp',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true },
      ],
      // Content from the API must stay text: no way to hand a string to the HTML parser.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Content from the API must stay text.',
        },
        { selector: "Property[key.name='dangerouslySetInnerHTML']", message: 'Content from the API must stay text.' },
        {
          selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML|srcdoc)$/]',
          message: 'Content from the API must stay text: set textContent instead.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|setHTMLUnsafe)$/]',
          message: 'Content from the API must stay text.',
        },
        {
          selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
          message: 'Content from the API must stay text.',
        },
        {
          selector: "CallExpression[callee.name='eval'], NewExpression[callee.name='Function']",
          message: 'No code from strings.',
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // The consumer fixture checks that CommonJS require() works: that is its point. The
    // screenshot check is CommonJS because the test-runner's Jest requires it.
    files: ['tests/package/consumer/**/*.cjs', 'scripts/stories/screenshots.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
