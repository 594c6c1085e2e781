import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useId, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { call } from '@casino/core';
import { reviews } from '@casino/api';
import { db } from '@casino/mocks';
import { ComplaintsMore } from './ComplaintsMore';
import { complaintsMoreWidget } from './widgets/complaints-more';

/** The casino with the most complaints. */
const casinoId = () => {
  const counts = new Map<number, number>();
  db.complaints.forEach((item) => counts.set(item.casinoId, (counts.get(item.casinoId) ?? 0) + 1));
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
};

/** The reputation tab's complaints list (its first page from the fake backend) and the widget. */
function ComplaintsList() {
  const id = `complaints-${useId().replace(/[^\w-]/g, '')}`;
  const [html, setHtml] = useState('');
  useEffect(() => {
    void call(reviews.complaintsShowMoreCasino, {
      page: 1,
      pageSize: 2,
      casinoId: casinoId(),
    }).then(
      (answer) => setHtml(answer.html),
      () => setHtml('<p>Complaints could not be loaded.</p>'),
    );
  }, []);
  return (
    <section aria-label="Complaints">
      <div id={id} data-complaints dangerouslySetInnerHTML={{ __html: html }} />
      <ComplaintsMore list={`#${id}`} />
    </section>
  );
}

const meta = {
  title: 'Widgets/Complaints more',
  component: ComplaintsMore,
  args: { list: '[data-complaints]' },
  parameters: { widget: complaintsMoreWidget, load: 'eager' },
  render: () => <ComplaintsList />,
} satisfies Meta<typeof ComplaintsMore>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = { timeout: 10_000 };
const count = (root: HTMLElement) => root.querySelectorAll('[data-complaint]').length;

/** The first complaints with the show-more button. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(count(canvasElement)).toBe(2), ANSWER);
  },
};

/** Show more appends the next complaints until there are no more. */
export const ShowMoreToTheEnd: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(count(canvasElement)).toBe(2), ANSWER);
    while (canvasElement.querySelector('[data-complaints-more]')) {
      const before = count(canvasElement);
      await userEvent.click(canvasElement.querySelector('[data-complaints-more]')!);
      await waitFor(() => expect(count(canvasElement)).toBeGreaterThan(before), ANSWER);
    }
    await expect(canvasElement.querySelector('[data-list-end]')).not.toBeNull();
  },
};
