import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';
import { enhancePagination } from './enhancePagination';

describe('Pagination', () => {
  function renderPagination(page = 3, pageCount = 20) {
    const navigate = vi.fn();
    render(
      <Pagination page={page} pageCount={pageCount} basePath="/casinos/3" navigate={navigate} />,
    );
    const input = screen.queryByRole('textbox', { name: 'Go to page' });
    return { navigate, input };
  }

  it('is a navigation landmark with the current page marked', () => {
    renderPagination();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = screen.getByRole('link', { name: 'Page 3' });
    expect(nav).toContainElement(current);
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/casinos/3');
    expect(screen.getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Page 20' })).toHaveAttribute('href', '/casinos/20');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/casinos/2',
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/casinos/4');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = render(<Pagination page={1} pageCount={2} basePath="/casinos" />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/casinos/2');
    unmount();
    render(<Pagination page={2} pageCount={2} basePath="/casinos" />);
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('strips non-digits as they are typed and caps at the last page', async () => {
    const user = userEvent.setup();
    const { input } = renderPagination();
    await user.type(input!, '1x');
    expect(input).toHaveValue('1');
    await user.type(input!, '7');
    expect(input).toHaveValue('17');
    await user.type(input!, '5');
    expect(input).toHaveValue('20');
    expect(input).toHaveAccessibleDescription('1 to 20');
  });

  it('goes to the page on Enter, replacing the page of the base path', async () => {
    const user = userEvent.setup();
    const { input, navigate } = renderPagination();
    await user.type(input!, '7{Enter}');
    expect(navigate).toHaveBeenCalledWith('/casinos/7');
  });

  it('goes to the page with the button', async () => {
    const user = userEvent.setup();
    const { input, navigate } = renderPagination();
    await user.type(input!, '12');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(navigate).toHaveBeenCalledWith('/casinos/12');
  });

  it('goes nowhere with an empty input', async () => {
    const user = userEvent.setup();
    const { input, navigate } = renderPagination();
    await user.type(input!, 'ab{Enter}');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('has no input for a single page', () => {
    const { input } = renderPagination(1, 1);
    expect(input).not.toBeInTheDocument();
  });
});

describe('enhancePagination', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('handles the server go-to-page input: digits, cap, Enter and button', async () => {
    const user = userEvent.setup();
    document.body.innerHTML = `
      <nav data-cw-pagination data-base-path="/bonuses" data-max-page="9">
        <label>Go to page <input data-cw-goto-input></label>
        <button data-cw-goto-button>Go</button>
      </nav>`;
    const navigate = vi.fn();
    const cleanup = enhancePagination(document.body, { navigate });
    const input = screen.getByRole('textbox', { name: 'Go to page' });
    await user.type(input, 'a4b');
    expect(input).toHaveValue('4');
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/bonuses/4');
    await user.type(input, '0');
    expect(input).toHaveValue('9');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(navigate).toHaveBeenLastCalledWith('/bonuses/9');
    cleanup();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
