import type { Meta, StoryObj } from '@storybook/react-vite';
import { articleMenuWidget } from '../widgets/article-menu';
import { ArticleMenu } from './ArticleMenu';

const meta = {
  title: 'Widgets/Article menu',
  component: ArticleMenu,
  args: {
    label: 'In this article',
    items: [
      {
        id: 'wagering',
        label: 'Wagering requirements',
        href: '#wagering',
        children: [{ id: 'example', label: 'A worked example', href: '#example' }],
      },
      { id: 'max-bet', label: 'Maximum bet', href: '#max-bet' },
    ],
  },
  parameters: { widget: articleMenuWidget, load: 'interaction' },
} satisfies Meta<typeof ArticleMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the server lists it: every section shown. */
export const AsTheServerListsIt: Story = {};

/** The server rendered every item closed (`opened: []`). */
export const Collapsed: Story = { args: { opened: [] } };
