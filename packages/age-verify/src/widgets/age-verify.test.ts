import { act, screen } from '@testing-library/react';
import { clock } from '@casino/core';
import { ageVerifyWidget } from './age-verify';

beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(new Date(2026, 10, 25).getTime());
});

describe('ageVerifyWidget', () => {
  it('mounts on a placeholder and covers the game the server rendered', async () => {
    document.body.innerHTML = `<div data-age-verify-game>Game</div><div id="av" data-widget="age-verify" data-props='{"required":true}'>Server text</div>`;
    const element = document.getElementById('av')!;
    let unmount = () => {};
    await act(async () => {
      unmount = ageVerifyWidget.mount(element);
    });
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(document.querySelector('[data-age-verify-game]')).toHaveAttribute('hidden');
    act(() => unmount());
    expect(element).toHaveTextContent('Server text');
  });

  it('refuses a latest birth year more than 80 years back with one console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<div id="av" data-props='{"maxBirthYear":1940}'>Server text</div>`;
    const element = document.getElementById('av')!;
    ageVerifyWidget.mount(element);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/"age-verify".*"maxBirthYear"/);
    expect(element).toHaveAttribute('data-widget-state', 'failed');
    expect(element).toHaveTextContent('Server text');
  });
});
