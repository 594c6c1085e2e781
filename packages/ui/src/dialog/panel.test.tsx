import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyDialogContent } from './panel';

describe('lazyDialogContent', () => {
  it('loads the content on its first render, once, and renders it with its props', async () => {
    const load = vi.fn(() => Promise.resolve(({ name }: { name: string }) => <p>{name}</p>));
    const Content = lazyDialogContent(load);
    expect(load).not.toHaveBeenCalled();
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Content name="Search" />
      </Suspense>,
    );
    expect(await screen.findByText('Search')).toBeInTheDocument();
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Content name="Search again" />
      </Suspense>,
    );
    expect(screen.getByText('Search again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
