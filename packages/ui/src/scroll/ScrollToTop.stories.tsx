import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop } from './ScrollToTop';
import { SCROLL_OFFSET_PX, scrollToElement } from './smoothScroll';

const SECTIONS = ['Licence', 'Bonuses', 'Payments', 'Games', 'Support', 'Verdict'];

/** A long page, taller than several viewports. */
function LongPage({ children }: { children?: ReactNode }) {
  return (
    <div style={{ font: '1rem/1.6 system-ui, sans-serif', maxWidth: '40rem' }}>
      <h1>Spin Palace review</h1>
      <nav aria-label="Sections">
        {SECTIONS.map((name) => (
          <a
            key={name}
            href={`#${name.toLowerCase()}`}
            style={{ marginRight: '1rem', color: 'var(--cw-color-brand)' }}
          >
            {name}
          </a>
        ))}
      </nav>
      {SECTIONS.map((name) => (
        <section key={name} id={name.toLowerCase()} aria-label={name} style={{ minHeight: '60vh' }}>
          <h2>{name}</h2>
          <p>What players should know about the casino’s {name.toLowerCase()}.</p>
        </section>
      ))}
      {children}
    </div>
  );
}

const meta = {
  title: 'UI/Scroll to top',
  component: ScrollToTop,
  render: (args) => (
    <LongPage>
      <ScrollToTop {...args} />
    </LongPage>
  ),
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page the button is hidden. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
  },
};

/** Past one viewport height it shows; a click goes back to the top and to the heading. */
export const ShownAfterScrolling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo({ top: window.innerHeight + 50, behavior: 'instant' });
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    // The scroll's code comes with the first scroll of the page.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus(), {
      timeout: 3000,
    });
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
  },
};

/** Smooth scroll to an anchor leaves 90 px for the fixed header and moves focus there. */
export const SmoothScrollToAnchor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const target = canvas.getByRole('region', { name: 'Payments' });
    // Settles once the scroll's code (loaded with the first scroll) has scrolled.
    await scrollToElement(target);
    await expect(target).toHaveFocus();
    await waitFor(
      () => expect(Math.round(target.getBoundingClientRect().top)).toBe(SCROLL_OFFSET_PX),
      { timeout: 3000 },
    );
  },
};
