import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CasinoDetail } from './CasinoDetail';
import { casinoDetailProps } from './props';
import { PAGE } from './test/page';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('CasinoDetail', () => {
  it('binds the casino page part it sits in', async () => {
    document.body.innerHTML = PAGE;
    const root = document.querySelector<HTMLElement>('[data-casino-detail]')!;
    const placeholder = root.appendChild(document.createElement('div'));
    render(<CasinoDetail casinoId={1} langId={1} root="[data-casino-detail]" />, {
      container: placeholder,
    });
    expect(root).toHaveClass('cw-casino-detail');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Reputation' }));
    expect(screen.getByRole('tab', { name: 'Reputation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('names the missing part in one console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CasinoDetail casinoId={1} langId={1} root="[data-nothing-here]" />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[data-nothing-here]'));
  });

  it('refuses props without a casino id', () => {
    expect(casinoDetailProps.safeParse({}).success).toBe(false);
    expect(casinoDetailProps.safeParse({ casinoId: 0 }).success).toBe(false);
    expect(casinoDetailProps.parse({ casinoId: 2 })).toMatchObject({ langId: 1 });
  });
});
