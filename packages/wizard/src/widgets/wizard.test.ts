import { screen } from '@testing-library/react';
import { act } from 'react';
import { wizardWidget } from './wizard';

afterEach(() => history.replaceState(null, '', location.href));

describe('wizardWidget', () => {
  it('mounts on a placeholder with props from data-props', async () => {
    document.body.innerHTML = `<div id="wz" data-widget="wizard" data-props='{"label":"Find your casino","headingLevel":3}'><a href="/casinos">All casinos</a></div>`;
    const element = document.getElementById('wz')!;
    let unmount = () => {};
    await act(async () => {
      unmount = wizardWidget.mount(element);
    });
    expect(screen.getByRole('region', { name: 'Find your casino' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Which bonus do you like best?',
    );
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
    act(() => unmount());
    expect(element).toHaveTextContent('All casinos');
  });

  it('refuses bad props with one console error and keeps the server content', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<div id="wz" data-props='{"headingLevel":7}'>Server text</div>`;
    const element = document.getElementById('wz')!;
    wizardWidget.mount(element);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/"wizard".*<div#wz>.*"headingLevel"/);
    expect(element).toHaveAttribute('data-widget-state', 'failed');
    expect(element).toHaveTextContent('Server text');
  });
});
