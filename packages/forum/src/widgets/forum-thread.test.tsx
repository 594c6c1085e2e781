import { act, screen } from '@testing-library/react';
import { renderForumThread } from '@casino/mocks';
import { asVisitor } from '../test/helpers';
import { forumThreadWidget } from './forum-thread';

describe('forumThreadWidget', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('mounts after the thread’s server HTML and renders the reply box there', async () => {
    asVisitor();
    document.body.innerHTML = `<main>${renderForumThread(1)}<div id="ft" data-widget="forum-thread" data-props='{"threadId":1}'><p>Log in to reply</p></div></main>`;
    const element = document.getElementById('ft')!;
    let unmount = () => {};
    await act(async () => {
      unmount = forumThreadWidget.mount(element);
    });
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
    expect(element).toHaveClass('cw-forum-thread');
    expect(screen.getByRole('heading', { name: 'Reply to this thread' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
    act(() => unmount());
    expect(element).toHaveTextContent('Log in to reply');
  });

  it('refuses bad props with one console error and keeps the server content', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<div id="ft" data-props='{"replyMaxLength":0}'>Server text</div>`;
    const element = document.getElementById('ft')!;
    forumThreadWidget.mount(element);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/"forum-thread".*"replyMaxLength"/);
    expect(element).toHaveAttribute('data-widget-state', 'failed');
    expect(element).toHaveTextContent('Server text');
  });
});
