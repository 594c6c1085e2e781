import { act, screen } from '@testing-library/react';
import { asVisitor } from '../test/helpers';
import { forumStartThreadWidget } from './forum-start-thread';

describe('forumStartThreadWidget', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('mounts the "Start a thread" button with the categories of its props', async () => {
    asVisitor();
    document.body.innerHTML = `<div id="st" data-props='{"categories":[{"id":1,"name":"General discussion"}]}'><a href="/signup">Sign up to start a thread</a></div>`;
    const element = document.getElementById('st')!;
    let unmount = () => {};
    await act(async () => {
      unmount = forumStartThreadWidget.mount(element);
    });
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
    expect(element).toHaveClass('cw-forum-start-thread');
    expect(screen.getByRole('button', { name: 'Start a thread' })).toBeInTheDocument();
    act(() => unmount());
    expect(element).toHaveTextContent('Sign up to start a thread');
  });

  it('refuses props without categories with one console error naming the field', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<div id="st" data-props='{"categories":[]}'>Server text</div>`;
    const element = document.getElementById('st')!;
    forumStartThreadWidget.mount(element);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/"forum-start-thread".*"categories"/);
    expect(element).toHaveAttribute('data-widget-state', 'failed');
    expect(element).toHaveTextContent('Server text');
  });
});
