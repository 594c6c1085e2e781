import { act } from 'react';
import { db } from '@casino/mocks';
import { userscoreWidget } from './userscore';

describe('userscoreWidget', () => {
  it('mounts, shows nothing, and tracks the outbound links from the mount', async () => {
    document.body.innerHTML = `<div id="us" data-widget="userscore" data-props='{"pageType":"article"}'></div><a id="exit" href="/exit/royal">Visit</a>`;
    const element = document.getElementById('us')!;
    let unmount = () => {};
    act(() => {
      unmount = userscoreWidget.mount(element);
    });
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
    expect(element).toBeEmptyDOMElement();
    // The outbound links are tracked from the mount: a click the loader held until the
    // widget came is carried out right after it.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    document.getElementById('exit')!.click();
    await vi.waitFor(() => expect(db.tracking.exits).toHaveLength(1));
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
