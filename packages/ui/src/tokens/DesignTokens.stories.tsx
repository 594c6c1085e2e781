import { useCallback, useState, type CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import './tokens.css';
import './controls.css';
import './design-tokens-page.css';

/** The design tokens of tokens.css, what each is for, and how the page edits it. */
const TOKENS = [
  ['--cw-color-brand', 'Brand: main buttons, links, pressed toggles, accents', 'color'],
  ['--cw-color-on-brand', 'Text on the brand colour', 'color'],
  ['--cw-color-text', 'Text', 'color'],
  ['--cw-color-text-muted', 'Secondary text, control borders', 'color'],
  ['--cw-color-surface', 'Background of panels, dialogs, menus, fields', 'color'],
  ['--cw-color-surface-alt', 'Subtle fills: hovered rows, new items, notes', 'color'],
  ['--cw-color-border', 'Separators and card borders', 'color'],
  ['--cw-color-danger', 'Errors and destructive actions', 'color'],
  ['--cw-color-success', 'Confirmations', 'color'],
  ['--cw-color-warning', 'Stars and highlights', 'color'],
  ['--cw-color-on-warning', 'Text on the warning colour', 'color'],
  ['--cw-color-shadow', 'Shadows of menus and dialogs', 'text'],
  ['--cw-color-backdrop', 'Behind a dialog', 'text'],
  ['--cw-font-family', 'Font of every widget', 'text'],
  ['--cw-radius', 'Corner radius of controls', 'text'],
  ['--cw-space', 'Spacing unit (paddings are multiples of it)', 'text'],
  ['--cw-focus-ring', 'Outline of the focused control', 'text'],
] as const;

type TokenName = (typeof TOKENS)[number][0];

/** `#rgb` of a computed colour, for the colour input (which takes nothing else). */
function toHex(value: string): string {
  const rgb = value
    .match(/\d+(\.\d+)?/g)
    ?.slice(0, 3)
    .map(Number);
  if (!rgb || rgb.length < 3) return '#000000';
  return `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
}

/** Each token's value where `node` is: colours as the browser computes them. */
function themeValues(node: HTMLElement): Record<string, string> {
  const style = getComputedStyle(node);
  const probe = document.createElement('span');
  node.append(probe);
  const values: Record<string, string> = {};
  for (const [name, , kind] of TOKENS) {
    if (kind === 'color') {
      probe.style.color = `var(${name})`;
      values[name] = getComputedStyle(probe).color;
    } else values[name] = style.getPropertyValue(name).trim();
  }
  probe.remove();
  return values;
}

/**
 * The tokens with their values in the chosen theme, and a preview of widget controls that
 * reads them. Editing a value sets it on the preview's placeholder, as a host would.
 */
function DesignTokens() {
  const [overrides, setOverrides] = useState<Partial<Record<TokenName, string>>>({});
  const [computed, setComputed] = useState<Record<string, string>>({});
  // The theme's values, read once the preview is in the page.
  const preview = useCallback((node: HTMLDivElement | null) => {
    if (node) setComputed(themeValues(node));
  }, []);
  const set = (name: TokenName, value: string) =>
    setOverrides((current) => ({ ...current, [name]: value }));
  return (
    <div className="cw-tokens-page">
      <h1>Design tokens</h1>
      <p>
        Every widget reads these CSS custom properties. Set them on <code>:root</code> to theme
        every widget, or on one placeholder to theme that widget;{' '}
        <code>data-cw-theme=&quot;dark&quot;</code> switches to the dark set (the toolbar&apos;s
        Theme menu does it here).
      </p>
      <table className="cw-tokens-page__table">
        <caption>Tokens and their value in this theme (edit one to see the preview change)</caption>
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">Used for</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {TOKENS.map(([name, use, kind]) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>{use}</td>
              <td>
                <input
                  aria-label={name}
                  type={kind === 'color' ? 'color' : 'text'}
                  className="cw-tokens-page__value"
                  value={
                    overrides[name] ??
                    (kind === 'color' ? toHex(computed[name] ?? '') : (computed[name] ?? ''))
                  }
                  onChange={(event) => set(name, event.target.value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Live preview</h2>
      <div
        ref={preview}
        data-widget="token-preview"
        data-testid="token-preview"
        className="cw-tokens-page__preview"
        style={overrides as CSSProperties}
      >
        <p className="cw-tokens-page__title">Royal Spin Casino</p>
        <p className="cw-tokens-page__muted">4 reviews · updated today</p>
        <div className="cw-tokens-page__row">
          <button type="button" className="cw-tokens-page__primary">
            Write a review
          </button>
          <button type="button" aria-pressed="true">
            Like <span>12</span>
          </button>
          <button type="button" aria-pressed="false">
            Follow
          </button>
          <button type="button" disabled>
            Reply
          </button>
        </div>
        <label className="cw-tokens-page__field">
          Your review
          <input type="text" aria-invalid="true" aria-describedby="token-preview-error" />
        </label>
        <p id="token-preview-error" className="cw-tokens-page__error">
          Write at least 50 characters.
        </p>
        <p className="cw-tokens-page__success">Your review was sent.</p>
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/Design tokens',
  component: DesignTokens,
  // The toolbar's theme changes the values shown: read them again.
  render: (_args, { globals }) => <DesignTokens key={String(globals.theme)} />,
} satisfies Meta<typeof DesignTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {};

/** A value set on the placeholder wins over the theme: the preview's button takes it. */
export const BrandOnThePlaceholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brand = canvas.getByLabelText('--cw-color-brand');
    await userEvent.click(brand);
    // A colour input takes its value from the picker: set it as the picker would.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(brand, '#7a1fa2');
    brand.dispatchEvent(new Event('input', { bubbles: true }));
    // A host that sets its brand sets the text on it too (the dark theme's is dark): its
    // own off-white, which differs from the light theme's so the field reports a change.
    const onBrand = canvas.getByLabelText('--cw-color-on-brand');
    setter.call(onBrand, '#fafafa');
    onBrand.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() =>
      expect(
        getComputedStyle(canvas.getByRole('button', { name: 'Write a review' })).backgroundColor,
      ).toBe('rgb(122, 31, 162)'),
    );
  },
};
