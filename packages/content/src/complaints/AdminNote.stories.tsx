import type { Meta, StoryObj } from '@storybook/react-vite';
import { complaintAdminNoteWidget } from '../widgets/complaint-admin-note';
import { AdminNote } from './AdminNote';

const meta = {
  title: 'Widgets/Complaint admin note',
  component: AdminNote,
  args: { complaintId: 1, note: '' },
  parameters: { widget: complaintAdminNoteWidget, load: 'visible' },
} satisfies Meta<typeof AdminNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoNote: Story = {};

export const WithNote: Story = { args: { note: 'Asked the casino for the account logs.' } };
