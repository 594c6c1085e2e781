import type { Meta, StoryObj } from '@storybook/react-vite';
import { audioPlayerWidget } from '../widgets/audio-player';
import { AudioPlayer } from './AudioPlayer';

const meta = {
  title: 'Widgets/Audio player',
  component: AudioPlayer,
  args: { src: '/media/article-audio.wav', title: 'How casino bonuses work' },
  parameters: { widget: audioPlayerWidget, load: 'interaction' },
} satisfies Meta<typeof AudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};
