import { act } from 'react';
import { db } from '@casino/mocks';
import { userscoreWidget } from './widget';

describe('userscoreWidget', () => {
  it('mounts, shows nothing, and tracks the page', async () => {
    document.body.innerHTML = `<div id="us" data-widget="userscore" data-props='{"pageType":"article"}'></div><a id="exit" href="/exit/royal">Visit</a>`;
    const element = document.getElementById('us')!;
    let unmount = () => {};
    await act(async () => {
      unmount = userscoreWidget.mount(element);
    });
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
    expect(element).toBeEmptyDOMElement();
    const follow = () => {
      document.addEventListener('click', (event) => event.preventDefault(), { once: true });
      document.getElementById('exit')!.click();
    };
    // The tracking starts in an idle moment after the mount.
    await vi.waitFor(() => {
      follow();
      expect(db.tracking.exits.length).toBeGreaterThan(0);
    });
    act(() => unmount());
    expect(element).not.toHaveAttribute('data-widget-state');
  });

  it('refuses bad props with one console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<div id="us" data-props='{"pointsPerSecond":0}'></div>`;
    const element = document.getElementById('us')!;
    userscoreWidget.mount(element);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/"userscore".*"pointsPerSecond"/);
    expect(element).toHaveAttribute('data-widget-state', 'failed');
  });
});
