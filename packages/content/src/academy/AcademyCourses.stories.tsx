import type { Meta, StoryObj } from '@storybook/react-vite';
import { academyCoursesWidget } from '../widgets/academy-courses';
import { AcademyCourses } from './AcademyCourses';

const meta = {
  title: 'Widgets/Academy courses',
  component: AcademyCourses,
  args: { url: '/academy/courses' },
  parameters: { widget: academyCoursesWidget, load: 'visible' },
} satisfies Meta<typeof AcademyCourses>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Courses: Story = {};

/** The courses cannot be loaded: the message and Try again. */
export const Failed: Story = { parameters: { mockScenario: 'server-error' } };
