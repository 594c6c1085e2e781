import { backendFragment } from '@casino/ui';
import type * as Ui from '@casino/ui';
import { BATCH_CARDS, CARD_LEAST_CHARS, renderProgressively } from './progressive';

vi.mock('@casino/ui', async (original) => {
  const ui = await original<typeof Ui>();
  return { ...ui, backendFragment: vi.fn(ui.backendFragment) };
});

/** A card of about `CARD_LEAST_CHARS` characters, as the server's are (1 to 3 KB). */
const card = (id: number) => {
  const start = `<li data-card="casino" data-card-id="casino-${id}"><p>`;
  const end = '</p></li>';
  return `${start}${'x'.repeat(CARD_LEAST_CHARS - start.length - end.length)}${end}`;
};

it('parses only a slice sized to the cards it wants for the first screen of a long answer', () => {
  const host = document.createElement('div');
  host.innerHTML = '<div data-list-results><ol data-list-items></ol></div>';
  document.body.replaceChildren(host);
  const html = `<div data-list-results><ol data-list-items>${Array.from(
    { length: 500 },
    (_, index) => card(index + 1),
  ).join('')}</ol></div>`;
  const parse = vi.mocked(backendFragment);
  parse.mockClear();
  const firstScreen = 4;
  const render = renderProgressively(host.firstElementChild!, html, {
    firstScreen,
    watch: () => () => undefined,
  });
  expect(host.querySelectorAll('[data-list-results] [data-card]')).toHaveLength(firstScreen);
  expect(parse).toHaveBeenCalledTimes(1);
  const wanted = firstScreen + BATCH_CARDS / 2;
  expect(parse.mock.calls[0]![0].length).toBeLessThanOrEqual((wanted + 1) * CARD_LEAST_CHARS);
  render.cancel();
});
