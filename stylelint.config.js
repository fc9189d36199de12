// The style check: every screen's sheet takes its spacing, type sizes, corners and colours from the design
// tokens (src/views/styles/_tokens.scss), so one look is kept in one place. Only the tokens file writes them.
const LENGTH = '/(^|[^\\w.-])-?\\d*\\.?\\d*[1-9]\\d*(px|rem|em)\\b/';

/** @type {import('stylelint').Config} */
export default {
  customSyntax: 'postcss-scss',
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'],
    'declaration-property-value-disallowed-list': {
      '/^(margin|padding)/': [LENGTH],
      '/^(gap|row-gap|column-gap)$/': [LENGTH],
      'font-size': [LENGTH],
      'border-radius': [LENGTH],
    },
  },
  overrides: [
    {
      files: ['src/views/styles/_tokens.scss'],
      rules: {
        'color-no-hex': null,
        'function-disallowed-list': null,
      },
    },
  ],
};
