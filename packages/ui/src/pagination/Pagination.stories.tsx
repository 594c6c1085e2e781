import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 3, pageCount: 20, basePath: '/casinos/3', navigate: fn() },
  argTypes: { navigate: { control: false } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page in the middle: previous, next, gaps and the current page marked. */
export const MiddlePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const FirstPage: Story = { args: { page: 1, basePath: '/casinos' } };

export const LastPage: Story = { args: { page: 20, basePath: '/casinos/20' } };

export const FewPages: Story = { args: { page: 2, pageCount: 4, basePath: '/bonuses/2' } };

export const WithoutGoToPage: Story = { args: { goToPage: false } };

/** Digits only, capped at the last page; Enter goes there, replacing the page in the path. */
export const GoToPageWithEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Go to page' });
    await userEvent.type(input, '7x');
    await expect(input).toHaveValue('7');
    await userEvent.keyboard('{Enter}');
    await expect(args.navigate).toHaveBeenCalledWith('/casinos/7');
  },
};

/** A number above the last page becomes the last page; the button goes there. */
export const GoToPageCapped: Story = {
  args: { basePath: '/casinos' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Go to page' });
    await userEvent.type(input, '99');
    await expect(input).toHaveValue('20');
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await expect(args.navigate).toHaveBeenCalledWith('/casinos/20');
  },
};
