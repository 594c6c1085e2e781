import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@casino/mocks';
import { PageHelpers } from './PageHelpers';
import { pageHelpersWidget } from './widgets/page-helpers';

/** Server HTML as the CMS writes it, with the `data-cw-*` hooks the helpers bind. */
const SERVER_PAGE = `
<p>Safety index 8.1/10 <button type="button" data-tooltip="Our rating of how fairly the casino treats players." aria-label="What is the safety index?">?</button></p>
<div data-cw-tabs>
  <div data-cw-tablist aria-label="Royal Spins">
    <button type="button" data-cw-tab="homepage">Homepage</button>
    <button type="button" data-cw-tab="bonuses">Bonuses</button>
  </div>
  <section data-cw-tab-panel="homepage"><p>Overview of the casino.</p>
    <div data-cw-expandable-group>
      <div data-cw-expandable data-cw-expandable-load="/casino/1/terms"><button type="button" data-cw-expandable-toggle>Winnings limits</button><div data-cw-expandable-content></div></div>
      <div data-cw-expandable><button type="button" data-cw-expandable-toggle>Bonus expiry</button><div data-cw-expandable-content><p>Bonuses expire after 7 days.</p></div></div>
    </div>
  </section>
  <section data-cw-tab-panel="bonuses" data-cw-tab-load="/casino/1/bonuses"><p>Loading the bonuses…</p></section>
</div>
<nav aria-label="Pages" data-cw-pagination data-base-path="/casinos" data-max-page="9">
  <label for="story-goto">Go to page</label> <input id="story-goto" inputmode="numeric" data-cw-goto-input> <button type="button" data-cw-goto-button>Go</button>
</nav>`;

function ServerPage() {
  return (
    <>
      <div dangerouslySetInnerHTML={{ __html: SERVER_PAGE }} />
      <PageHelpers scrollToTop />
    </>
  );
}

const meta = {
  title: 'Widgets/Page helpers',
  component: PageHelpers,
  render: () => <ServerPage />,
  args: { scrollToTop: true },
  parameters: { widget: pageHelpersWidget, load: 'idle' },
} satisfies Meta<typeof PageHelpers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it loads: tabs, boxes, tooltip and go-to-page bound to the server HTML. */
export const Enhanced: Story = {};

/** A lazy tab fetches its part once, through the fake backend. */
export const LazyTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Bonuses' }));
    const bonuses = await canvas.findAllByText(/wagering/, {}, { timeout: 10_000 });
    await expect(bonuses[0]).toBeVisible();
  },
};

/** A box that loads its content the first time it opens. */
export const LazyBox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Winnings limits' });
    // The box's code comes when the page helpers first see a box: it is bound then.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-controls'));
    await userEvent.click(toggle);
    await expect(
      await canvas.findByText(/withhold winnings/, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A lazy part that fails: only logged (SPEC §8); the loader goes, the server text stays. */
export const LazyTabFails: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Bonuses' }));
    const panel = await canvas.findByRole('tabpanel');
    await waitFor(() => expect(db.errorLog.join()).toContain('/casino/1/bonuses'), {
      timeout: 10_000,
    });
    await waitFor(() => expect(panel).not.toHaveAttribute('aria-busy', 'true'), {
      timeout: 10_000,
    });
    await expect(panel).toHaveTextContent('Loading the bonuses…');
  },
};

/** Server markup for a modal and its opener, as a CMS editor writes it. */
const SERVER_MODAL = `
<p><button type="button" data-cw-open-modal="house-rules">House rules</button></p>
<div data-cw-modal="house-rules" hidden aria-labelledby="house-rules-title">
  <h2 id="house-rules-title">House rules</h2>
  <p>Be kind, stay on topic, and never share account details.</p>
  <p><label>Your name <input name="name"></label></p>
  <button type="button" data-cw-close-modal>Got it</button>
</div>`;

/**
 * A server-rendered modal by id: `data-cw-modal`, its opener `data-cw-open-modal` and a
 * `data-cw-close-modal` button. Focus moves in and is trapped; Escape, the backdrop or
 * the close button close it and focus returns to the opener. (Closing the `submit-rating`
 * or `broken-link` modal would reload the page.)
 */
export const ServerModal: Story = {
  render: () => (
    <>
      <div dangerouslySetInnerHTML={{ __html: SERVER_MODAL }} />
      <PageHelpers scrollToTop={false} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'House rules' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'House rules' });
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(opener).toHaveFocus();
  },
};

/** Server markup for a flash message and an opener, as a CMS editor writes it. */
const SERVER_FLASH = `
<p><button type="button" data-cw-open-modal="social-prompt">Show the social prompt</button></p>
<div data-cw-flash="social-prompt" data-cw-modal-kind="social" hidden>
  Enjoying the guide? <a href="#follow">Follow us</a> for weekly bonus news.
</div>`;

/**
 * A server-rendered flash message by id: `data-cw-flash`, opened like a modal (by its
 * opener, any widget's `modal:open` or the modal manager's schedule) and shown as a note
 * at the bottom after the flash delay (2 s), announced, without taking the focus.
 */
export const ServerFlashMessage: Story = {
  render: () => (
    <>
      <div dangerouslySetInnerHTML={{ __html: SERVER_FLASH }} />
      <PageHelpers scrollToTop={false} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Show the social prompt' });
    await userEvent.click(opener);
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('Enjoying the guide?'),
      {
        timeout: 5_000,
      },
    );
    await expect(opener).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
