import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RedirectButton } from './RedirectButton';
import type { RedirectButtonProps } from './RedirectButton';

/** The fake backend's redirect lookup (mocks/src/handlers/navigation.ts). */
const LOOKUP = '/frontendService/redirectUrl';

/** Shows where the helper would go instead of leaving Storybook. */
function RedirectDemo(props: Omit<RedirectButtonProps, 'navigate'>) {
  const [target, setTarget] = useState<string | null>(null);
  return (
    <div>
      <RedirectButton {...props} navigate={setTarget} />
      <p role="status">{target === null ? 'Not redirected yet' : `Would go to ${target}`}</p>
    </div>
  );
}

const meta = {
  title: 'UI/Redirect',
  component: RedirectButton,
  args: { path: LOOKUP, children: 'Visit casino', loadingLabel: 'Redirecting…' },
  render: (args) => <RedirectDemo {...args} />,
} satisfies Meta<typeof RedirectButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const click = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Visit casino' }));
  return canvas;
};

/** The lookup answers an address: the helper goes there. */
export const GoesToAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await click(canvasElement);
    await expect(await canvas.findByText('Would go to /casinos')).toBeVisible();
  },
};

/** An empty answer goes to the home page. */
export const EmptyGoesHome: Story = {
  args: { path: `${LOOKUP}?to=` },
  play: async ({ canvasElement }) => {
    const canvas = await click(canvasElement);
    await expect(await canvas.findByText('Would go to /')).toBeVisible();
  },
};

/** The loader while the lookup is under way (the fake backend answers after 3 s). */
export const Loading: Story = {
  parameters: { mockScenario: 'slow' },
  play: async ({ canvasElement }) => {
    const canvas = await click(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Redirecting…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A failed lookup is logged and the page stays. */
export const Failure: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = await click(canvasElement);
    const button = canvas.getByRole('button', { name: /Visit casino|Redirecting…/ });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Not redirected yet');
  },
};
