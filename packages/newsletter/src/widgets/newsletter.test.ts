import { screen } from '@testing-library/react';
import { act } from 'react';
import { newsletterWidget } from './newsletter';

describe('newsletterWidget', () => {
  it('mounts on a placeholder with props from data-props', async () => {
    document.body.innerHTML = `<div id="nl" data-widget="newsletter" data-props='{"variant":"footer","title":"Weekly picks"}'>Server text</div>`;
    const element = document.getElementById('nl')!;
    let unmount = () => {};
    await act(async () => {
      unmount = newsletterWidget.mount(element);
    });
    expect(screen.getByRole('heading', { name: 'Weekly picks' })).toBeInTheDocument();
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
    act(() => unmount());
    expect(element).toHaveTextContent('Server text');
  });

  it('refuses bad props with one console error and keeps the server content', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<div id="nl" class="footer" data-props='{"variant":"huge"}'>Server text</div>`;
    const element = document.getElementById('nl')!;
    newsletterWidget.mount(element);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/"newsletter".*<div#nl\.footer>.*"variant"/);
    expect(element).toHaveAttribute('data-widget-state', 'failed');
    expect(element).toHaveTextContent('Server text');
  });
});
