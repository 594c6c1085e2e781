import type { Meta, StoryObj } from '@storybook/react-vite';
import { ALL_PROVIDERS, storySetup } from '../shared/storyHelpers';
import { authPanelWidget } from '../widgets/auth-panel';
import { AuthPanel } from './AuthPanel';

const meta = {
  title: 'Widgets/Auth/Authentication panel',
  component: AuthPanel,
  args: { tab: 'LOGIN', context: 'site', social: ALL_PROVIDERS },
  parameters: { widget: authPanelWidget, load: 'eager' },
  beforeEach: () => storySetup(),
} satisfies Meta<typeof AuthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Embedded in the page on the Login tab. */
export const Login: Story = {};

/** Embedded on the Signup tab. */
export const Signup: Story = { args: { tab: 'SIGNUP' } };
