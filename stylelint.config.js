/**
 * Stylesheets read their colours from the design tokens (packages/ui/src/tokens/tokens.css),
 * the one file where a colour is written: a host themes every widget there.
 */
const COLOUR_FUNCTIONS = [
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
];
const RAW_COLOUR =
  'a raw colour: use a design token (var(--cw-color-…), packages/ui/src/tokens/tokens.css)';

export default {
  rules: {
    'color-no-hex': [true, { message: RAW_COLOUR }],
    'color-named': ['never', { message: RAW_COLOUR }],
    'function-disallowed-list': [COLOUR_FUNCTIONS, { message: RAW_COLOUR }],
  },
  overrides: [
    {
      files: ['packages/ui/src/tokens/tokens.css'],
      rules: {
        'color-no-hex': null,
        'color-named': null,
        'function-disallowed-list': null,
      },
    },
  ],
};
