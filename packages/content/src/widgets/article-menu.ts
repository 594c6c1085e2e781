import { defineWidget } from '@casino/core';
import { ArticleMenu } from '../articles/ArticleMenu';
import { articleMenuProps } from '../articles/props';
import '../content.css';

/** The article's collapsible menu. */
export const articleMenuWidget = defineWidget({
  name: 'article-menu',
  props: articleMenuProps,
  component: ArticleMenu,
});
