import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel';
import { CarouselImage } from './CarouselImage';
import { slidesPerViewFor } from './config';

// happy-dom has no layout: the slider is given a width, so swiper can place its slides.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});

const bonuses = Array.from({ length: 8 }, (_, index) => ({
  id: `b${index}`,
  name: `Bonus ${index + 1}`,
}));
const perView = () => slidesPerViewFor('bonus', window.innerWidth);

function renderBonuses(props: { loop?: boolean; initialSlide?: number } = {}) {
  const onSlideChange = vi.fn();
  render(
    <Carousel
      module="bonus"
      label="Top bonuses"
      items={bonuses}
      itemKey={(bonus) => bonus.id}
      renderItem={(bonus) => <p>{bonus.name}</p>}
      onSlideChange={onSlideChange}
      {...props}
    />,
  );
  return {
    onSlideChange,
    prev: screen.getByRole('button', { name: 'Previous slide' }),
    next: screen.getByRole('button', { name: 'Next slide' }),
    region: screen.getByRole('region', { name: 'Top bonuses' }),
  };
}

describe('Carousel', () => {
  it('is a labelled carousel region of labelled slides', () => {
    const { region } = renderBonuses();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group', { name: /of 8$/ });
    expect(slides).toHaveLength(8);
    expect(slides[0]).toHaveAccessibleName('1 of 8');
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).toHaveTextContent('Bonus 1');
  });

  it('disables prev at the first slide and next at the last when not looping', async () => {
    const { prev, next, onSlideChange } = renderBonuses();
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();
    const positions = 8 - Math.floor(perView()) + 1;
    for (let step = 1; step < positions; step += 1) {
      await userEvent.click(next);
      expect(prev).toBeEnabled();
    }
    expect(next).toBeDisabled();
    expect(onSlideChange).toHaveBeenLastCalledWith(positions - 1);
    // The focus was on next, which is now disabled: it moves to prev, not to the page.
    expect(prev).toHaveFocus();
  });

  it('starts at the last slide with next disabled', () => {
    const { prev, next } = renderBonuses({ initialSlide: 7 });
    expect(prev).toBeEnabled();
    expect(next).toBeDisabled();
  });

  it('keeps prev and next enabled when looping, at either end', async () => {
    const { prev, next, onSlideChange } = renderBonuses({ loop: true });
    expect(prev).toBeEnabled();
    expect(next).toBeEnabled();
    await userEvent.click(prev);
    expect(onSlideChange).toHaveBeenLastCalledWith(7);
    expect(screen.getByText('8 of 8')).toBeInTheDocument();
    expect(prev).toBeEnabled();
    expect(next).toBeEnabled();
  });

  it('takes every press when looping, also one made while a slide is still moving', async () => {
    // happy-dom runs no CSS transition: the first move's transition never ends here, as on
    // a busy machine where its transitionend comes late.
    const { prev } = renderBonuses({ loop: true });
    await userEvent.click(prev);
    await userEvent.click(prev);
    expect(screen.getByText('7 of 8')).toBeInTheDocument();
  });

  it('does not loop with fewer slides than a view needs', () => {
    render(
      <Carousel module="bonus" label="Few" loop>
        <p>One</p>
        <p>Two</p>
      </Carousel>,
    );
    expect(screen.getAllByRole('group', { name: /of 2$/ })).toHaveLength(2);
    // everything is in view: no controls at all
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('pages with bullets, the current one marked', async () => {
    const { onSlideChange } = renderBonuses();
    const bullets = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole(
      'button',
    );
    expect(bullets).toHaveLength(8 - Math.floor(perView()) + 1);
    expect(bullets[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(bullets[2]!);
    expect(onSlideChange).toHaveBeenLastCalledWith(2);
    expect(bullets[2]).toHaveAttribute('aria-current', 'true');
    expect(bullets[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByText(`3 of ${bullets.length}`)).toHaveAttribute('aria-live', 'polite');
  });

  it('shows "n of m" for fraction modules', async () => {
    render(
      <Carousel module="game" label="Games">
        {Array.from({ length: 10 }, (_, index) => (
          <p key={index}>Game {index + 1}</p>
        ))}
      </Carousel>,
    );
    const pages = 10 - Math.floor(slidesPerViewFor('game', window.innerWidth)) + 1;
    expect(screen.getByText(`1 of ${pages}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText(`2 of ${pages}`)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Choose a slide' })).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, Home and End while the focus is inside', () => {
    const { region, prev, next, onSlideChange } = renderBonuses();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(region, { key: 'End' });
    expect(next).toBeDisabled();
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(next).toBeEnabled();
    fireEvent.keyDown(region, { key: 'Home' });
    expect(prev).toBeDisabled();
    // with a modifier, the key is the browser's
    fireEvent.keyDown(region, { key: 'ArrowRight', altKey: true });
    expect(prev).toBeDisabled();
  });

  it('leaves the arrow keys to a text field inside a slide', () => {
    const onSlideChange = vi.fn();
    render(
      <Carousel module="bonus" label="With a field" onSlideChange={onSlideChange}>
        <input aria-label="Code" />
        {Array.from({ length: 6 }, (_, index) => (
          <p key={index}>{index}</p>
        ))}
      </Carousel>,
    );
    fireEvent.keyDown(screen.getByLabelText('Code'), { key: 'ArrowRight' });
    expect(onSlideChange).not.toHaveBeenCalled();
  });

  it('brings a slide into view when the focus moves into it', () => {
    const onSlideChange = vi.fn();
    render(
      <Carousel module="bonus" label="Links" onSlideChange={onSlideChange}>
        {Array.from({ length: 8 }, (_, index) => (
          <a key={index} href={`#b${index}`}>
            Bonus {index + 1}
          </a>
        ))}
      </Carousel>,
    );
    act(() => screen.getByRole('link', { name: 'Bonus 6' }).focus());
    expect(onSlideChange).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  });

  it('renders lazy slide images with data-src', () => {
    render(
      <Carousel module="screenshots" label="Shots">
        <CarouselImage src="/a.png" alt="Lobby" eager />
        <CarouselImage src="/b.png" srcSet="/b@2x.png 2x" alt="Cashier" />
      </Carousel>,
    );
    expect(screen.getByAltText('Lobby')).toHaveAttribute('src', '/a.png');
    expect(screen.getByAltText('Cashier')).not.toHaveAttribute('src');
    expect(screen.getByAltText('Cashier')).toHaveAttribute('data-src', '/b.png');
    expect(screen.getByAltText('Cashier')).toHaveAttribute('data-srcset', '/b@2x.png 2x');
  });
});

describe('Carousel with a lightbox', () => {
  const shots = ['Lobby', 'Cashier', 'Live casino', 'Slots'].map((name, index) => ({
    src: `/large/${index}.png`,
    alt: name,
  }));

  function renderShots() {
    render(
      <Carousel module="screenshots" label="Screenshots of Casino One" lightbox={shots}>
        {shots.map((shot, index) => (
          <img key={shot.alt} src={`/thumb/${index}.png`} alt={shot.alt} />
        ))}
      </Carousel>,
    );
  }

  it('opens the large image of the clicked screenshot and returns the focus to it', async () => {
    renderShots();
    const trigger = screen.getByRole('button', { name: 'Enlarge image: Cashier' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Screenshots of Casino One' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img', { name: 'Cashier' })).toHaveAttribute(
      'src',
      '/large/1.png',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('returns the focus to the screenshot last shown', async () => {
    renderShots();
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge image: Lobby' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(
      within(screen.getByRole('dialog')).getByRole('img', { name: 'Live casino' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Enlarge image: Live casino' })).toHaveFocus();
  });
});
