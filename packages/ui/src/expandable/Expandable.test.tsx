import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@casino/mocks';
import { ExpandableBox, ExpandableGroup } from './Expandable';
import { expandableState, toggleOpen } from './openState';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((yes) => {
    resolve = yes;
  });
  return { promise, resolve };
}

const box = (title: string) =>
  screen.getByRole('button', { name: title }).closest('.cw-expandable') as HTMLElement;

describe('expandable rules', () => {
  it('opens one box at a time and closes the open one when toggled', () => {
    expect(toggleOpen(null, 'a')).toBe('a');
    expect(toggleOpen('a', 'b')).toBe('b');
    expect(toggleOpen('b', 'b')).toBeNull();
  });

  it('goes collapsed, loading once, expanded', () => {
    expect(expandableState(false, 'loaded')).toBe('collapsed');
    expect(expandableState(true, 'loading')).toBe('loading');
    expect(expandableState(true, 'loaded')).toBe('expanded');
    expect(expandableState(true, 'error')).toBe('error');
    expect(expandableState(true, null)).toBe('expanded');
  });
});

describe('ExpandableGroup', () => {
  function renderGroup(onChange = vi.fn()) {
    render(
      <ExpandableGroup onChange={onChange}>
        <ExpandableBox name="withdrawals" title="Withdrawal limits">
          <p>At most 5000 a month.</p>
        </ExpandableBox>
        <ExpandableBox name="bonus" title="Bonus terms">
          <p>Wagering 40 times.</p>
        </ExpandableBox>
      </ExpandableGroup>,
    );
    return onChange;
  }

  it('wires the button to its content', async () => {
    const user = userEvent.setup();
    renderGroup();
    const button = screen.getByRole('button', { name: 'Withdrawal limits' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Withdrawal limits' });
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('At most 5000 a month.');
  });

  it('keeps only one box open at a time', async () => {
    const user = userEvent.setup();
    const onChange = renderGroup();
    const first = screen.getByRole('button', { name: 'Withdrawal limits' });
    const second = screen.getByRole('button', { name: 'Bonus terms' });
    await user.click(first);
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(onChange.mock.calls).toEqual([['withdrawals'], ['bonus'], [null]]);
  });

  it('is operated with the keyboard', async () => {
    const user = userEvent.setup();
    renderGroup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Withdrawal limits' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Bonus terms' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Withdrawal limits' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('loads a box once: collapsed, loading, expanded, then toggles', async () => {
    const user = userEvent.setup();
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise.then((text) => <p>{text}</p>));
    render(
      <ExpandableGroup>
        <ExpandableBox name="terms" title="Unfair terms" load={load} />
        <ExpandableBox name="other" title="Other terms">
          <p>Other</p>
        </ExpandableBox>
      </ExpandableGroup>,
    );
    const button = screen.getByRole('button', { name: 'Unfair terms' });
    expect(box('Unfair terms')).toHaveAttribute('data-state', 'collapsed');
    expect(load).not.toHaveBeenCalled();
    await user.click(button);
    expect(box('Unfair terms')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => pending.resolve('Winnings may be confiscated.'));
    expect(box('Unfair terms')).toHaveAttribute('data-state', 'expanded');
    expect(screen.getByRole('region', { name: 'Unfair terms' })).toHaveTextContent(
      'Winnings may be confiscated.',
    );
    await user.click(button);
    expect(box('Unfair terms')).toHaveAttribute('data-state', 'collapsed');
    await user.click(screen.getByRole('button', { name: 'Other terms' }));
    await user.click(button);
    expect(box('Unfair terms')).toHaveAttribute('data-state', 'expanded');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a failed load only logs and removes the loader, keeping the server text, and tries again on reopening', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('Terms text');
    render(
      <ExpandableBox name="terms" title="Unfair terms" load={load}>
        <p>Server summary</p>
      </ExpandableBox>,
    );
    const button = screen.getByRole('button', { name: 'Unfair terms' });
    await user.click(button);
    await vi.waitFor(() => expect(box('Unfair terms')).toHaveAttribute('data-state', 'error'));
    expect(db.errorLog).toEqual(['Expandable box "terms" failed: Error: offline']);
    const region = screen.getByRole('region', { name: 'Unfair terms' });
    expect(region).toHaveTextContent(/^Server summary$/);
    expect(region).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(button);
    await user.click(button);
    expect(await screen.findByText('Terms text')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('ExpandableBox on its own', () => {
  it('toggles by itself and may start open', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ExpandableBox title="First" defaultOpen>
          <p>One</p>
        </ExpandableBox>
        <ExpandableBox title="Second" headingLevel={4}>
          <p>Two</p>
        </ExpandableBox>
      </>,
    );
    expect(screen.getByRole('region', { name: 'First' })).toHaveTextContent('One');
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 4, name: 'Second' })).toBeInTheDocument();
  });
});
