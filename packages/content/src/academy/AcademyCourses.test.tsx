import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ACADEMY_COURSES, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { AcademyCourses } from './AcademyCourses';

describe('AcademyCourses', () => {
  it('loads the courses through the lazy component call with its url and type', async () => {
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/lazyComponent')) asked.push(new URL(request.url));
    });
    render(<AcademyCourses url="/academy/courses" type="COURSES" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the courses…');
    for (const course of ACADEMY_COURSES)
      expect(await screen.findByRole('link', { name: course.title })).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.searchParams.get('url')).toBe('/academy/courses');
    expect(asked[0]!.searchParams.get('type')).toBe('COURSES');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('puts the courses in with the render that takes the loading note away (nothing moves twice)', async () => {
    const { container } = render(<AcademyCourses url="/academy/courses" />);
    const noteWithCourses: boolean[] = [];
    const watch = new MutationObserver(() => {
      if (container.querySelector('.cw-academy__courses a'))
        noteWithCourses.push(screen.queryByRole('status') !== null);
    });
    watch.observe(container, { childList: true, subtree: true });
    await screen.findByRole('link', { name: ACADEMY_COURSES[0].title });
    watch.disconnect();
    expect(noteWithCourses[0]).toBe(false);
  });

  it('cleans what the server sends before it touches the page', async () => {
    server.use(
      http.get('*/frontendService/lazyComponent', () =>
        HttpResponse.json({
          content:
            '<p>Course <img src="x" onerror="window.hacked=1"><a href="javascript:alert(1)">go</a></p><script>window.hacked=1</script>',
        }),
      ),
    );
    const { container } = render(<AcademyCourses url="/academy/courses" />);
    await screen.findByText('go');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('says when the courses could not be loaded and tries again on request', async () => {
    setScenario('server-error');
    const user = userEvent.setup();
    render(<AcademyCourses url="/academy/courses" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The courses could not be loaded.');
    setScenario(null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: ACADEMY_COURSES[0].title })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
