import type { Meta, StoryObj } from '@storybook/react-vite';
import { complaintFormWidget } from '../widgets/complaint-form';
import { ComplaintForm } from './ComplaintForm';

const meta = {
  title: 'Widgets/Complaint form',
  component: ComplaintForm,
  args: {
    casinos: [
      { id: 1, name: 'Royal Spins' },
      { id: 2, name: 'Lucky Star' },
    ],
    uploadUrl: '',
    uploadPreset: 'complaint-attachments',
  },
  parameters: { widget: complaintFormWidget, load: 'visible' },
} satisfies Meta<typeof ComplaintForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as a member first sees it: the editor comes with the first focus on the story. */
export const NewComplaint: Story = {};

/** One casino: the choice is hidden. */
export const OneCasino: Story = { args: { casinos: [{ id: 1, name: 'Royal Spins' }] } };
