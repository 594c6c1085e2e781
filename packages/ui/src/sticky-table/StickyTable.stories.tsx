import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StickyTable } from './StickyTable';
import { STICKY_TABLE_OVERFLOW_ATTRIBUTE } from './overflow';

const CASINOS = [
  ['Spin Palace', '9.1', '€200', '24 h', '3,000+', 'Malta', 'Yes'],
  ['Lucky Star', '8.4', '€500', '48 h', '1,200', 'Curaçao', 'No'],
  ['Royal Reels', '7.9', '€100', '72 h', '800', 'UK', 'Yes'],
];
const COLUMNS = [
  'Casino',
  'Rating',
  'Welcome bonus',
  'Payout time',
  'Games',
  'Licence',
  'Live chat',
];

function ComparisonTable({ columns = COLUMNS.length }: { columns?: number }) {
  return (
    <table>
      <caption>Casino comparison</caption>
      <thead>
        <tr>
          {COLUMNS.slice(0, columns).map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {CASINOS.map(([name, ...cells]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {cells.slice(0, columns - 1).map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'UI/Sticky table',
  component: StickyTable,
  args: { label: 'Casino comparison', children: null },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof StickyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wider than its area: the first column stays while the rest scrolls, and the table is flagged. */
export const Overflowing: Story = {
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <StickyTable {...args}>
        <ComparisonTable />
      </StickyTable>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('table')).toHaveAttribute(STICKY_TABLE_OVERFLOW_ATTRIBUTE, 'true'),
    );
  },
};

/** Narrow enough to fit: no flag. */
export const Fitting: Story = {
  render: (args) => (
    <div style={{ maxWidth: '40rem' }}>
      <StickyTable {...args}>
        <ComparisonTable columns={3} />
      </StickyTable>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).not.toHaveAttribute(STICKY_TABLE_OVERFLOW_ATTRIBUTE);
  },
};
