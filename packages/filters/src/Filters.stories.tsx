import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, waitFor } from 'storybook/test';
import { LIST_PATHS, renderListPage } from '@casino/mocks';
import type { ListKind } from '@casino/mocks';
import type { lists } from '@casino/api';
import { Filters } from './Filters';
import { filtersWidget } from './widgets/filters';

/** The server-rendered list page as the CMS writes it, and the widget beside it. */
function ListPage({ kind, state = {} }: { kind: ListKind; state?: lists.ListFilterRequest }) {
  const id = `list-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <div id={id}>
      <Filters
        loadUrlBase={LIST_PATHS[kind].results}
        filterGroupUrl={LIST_PATHS[kind].group}
        list={`#${id} [data-list-page]`}
      />
      <div dangerouslySetInnerHTML={{ __html: renderListPage(kind, state) }} />
    </div>
  );
}

const meta = {
  title: 'Widgets/Filters',
  component: Filters,
  args: { loadUrlBase: LIST_PATHS.casinos.results, list: '[data-list-page]' },
  parameters: { widget: filtersWidget, load: 'eager' },
  render: () => <ListPage kind="casinos" />,
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = { timeout: 10_000 };

/** Chooses a filter option once the widget has bound the page (its live region is there). */
async function choose(canvasElement: HTMLElement, name: string, value: string) {
  await waitFor(
    () => expect(canvasElement.querySelector('[data-filters-live]')).not.toBeNull(),
    ANSWER,
  );
  const input = canvasElement.querySelector<HTMLInputElement>(
    `input[data-filter-option][name="${name}"][value="${value}"]`,
  )!;
  input.click();
}

/** A filter change replaces the results, shows its chip and the new total. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'reputation', 'green');
    await waitFor(
      () => expect(canvasElement.querySelector('[data-remove-filter]')).not.toBeNull(),
      ANSWER,
    );
    await expect(canvasElement.querySelector('[data-list-results]')).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

export const Bonuses: Story = { render: () => <ListPage kind="bonuses" /> };

export const Games: Story = { render: () => <ListPage kind="games" /> };

/** While the answer is on its way (the mock answers after 3 s) the results are busy. */
export const Loading: Story = {
  parameters: { mockScenario: 'slow' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'reputation', 'green');
    await expect(canvasElement.querySelector('[data-list-results]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No casino matches: the server's empty message and its reset button. */
export const Empty: Story = {
  render: () => <ListPage kind="casinos" state={{ wil: 100_000_000 }} />,
};

/** The results call fails: logged, the loader removed, the old results kept. */
export const Failure: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const before = canvasElement.querySelectorAll('[data-list-items] [data-card]').length;
    await choose(canvasElement, 'reputation', 'green');
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-list-results]')).not.toHaveAttribute('aria-busy'),
      ANSWER,
    );
    await expect(canvasElement.querySelectorAll('[data-list-items] [data-card]')).toHaveLength(
      before,
    );
  },
};
