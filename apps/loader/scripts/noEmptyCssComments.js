/**
 * The bundler leaves an `empty css` comment where a module imported CSS that went into a
 * stylesheet: bytes of every entry whose widget has CSS, for nothing.
 */
const EMPTY_CSS_COMMENT = /\/\* empty css\s*\*\//g;
export const noEmptyCssComments = {
  name: 'no-empty-css-comments',
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk') chunk.code = chunk.code.replace(EMPTY_CSS_COMMENT, '');
  },
};
