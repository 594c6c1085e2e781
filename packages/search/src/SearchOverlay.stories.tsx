import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { text } from './messages';
import { SearchOverlay } from './SearchOverlay';
import { searchWidget } from './widgets/search';

const meta = {
  title: 'Widgets/Search',
  component: SearchOverlay,
  args: { target: '/frontendService/search', label: 'Search' },
  parameters: { widget: searchWidget, load: 'idle' },
} satisfies Meta<typeof SearchOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answer can take seconds when the story's page is in the background (throttled). */
const ANSWER = { timeout: 10_000 };

/** Opens the overlay (portalled to the body) and types `query` into the search field. */
async function search(query: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  const input = await screen.findByRole('combobox', { name: 'Search' });
  await userEvent.type(input, query);
  return input;
}

/** The header button, as the page first shows it. */
export const Closed: Story = {};

/** Two characters: nothing is sent and the overlay asks for a third. */
export const TypingTooShort: Story = {
  play: async () => {
    const input = await search('ro');
    await expect(await screen.findByText(text.tooShort())).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Result tabs 500 ms after the last keystroke; the casinos tab chosen. */
export const Results: Story = {
  play: async () => {
    const input = await search('royal');
    const tab = await screen.findByRole('tab', { name: /Casinos/ }, ANSWER);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant');
  },
};

export const NoResults: Story = {
  play: async () => {
    await search('zzzqx');
    await waitFor(() => expect(screen.getByText('No results for “zzzqx”.')).toBeVisible(), ANSWER);
  },
};

/** Read-more reveals 10 hidden items per click, then the no-more-results text. */
export const ReadMore: Story = {
  play: async () => {
    await search('bonus');
    await userEvent.click(await screen.findByRole('tab', { name: /Bonuses/ }, ANSWER));
    const panel = screen.getByRole('tabpanel', { name: /Bonuses/ });
    const more = panel.querySelector<HTMLElement>('[data-search-read-more]');
    if (!more) return;
    while (!more.hidden) await userEvent.click(more);
    await waitFor(() => expect(panel.querySelector('[data-search-exhausted]')).toBeVisible());
  },
};

/** The backend answers 500: the error text, nothing else breaks. */
export const Failure: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async () => {
    await search('royal');
    await waitFor(() => expect(screen.getByText(text.failed())).toBeVisible(), ANSWER);
  },
};

/** A slow backend (3 s): the loader shows while the search is under way. */
export const Slow: Story = {
  parameters: { mockScenario: 'slow' },
  play: async () => {
    await search('royal');
    await expect(await screen.findByText(text.searching(), {}, ANSWER)).toBeInTheDocument();
  },
};
