import { undo, undoDepth } from 'prosemirror-history';
import { TextSelection } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { EMOTICONS, loadSanitizer } from '@casino/ui';
import { isBlockquote, isBold, toggleBlockquote, toggleBulletList } from './commands';
import { setLink } from './linkCommands';
import { isBlank, parseHtml, plainText, serializeHtml, summarize } from './serialize';
import { blankState, stateWith } from './setup';
import { mountEditor, pressKey, typeText } from './testing';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('emoticons as typed', () => {
  it('turns an emoticon into emoji when the next character is typed', () => {
    const view = mountEditor();
    typeText(view, 'Fast payout :D ');
    expect(plainText(view.state.doc)).toBe('Fast payout 😃 ');
    typeText(view, 'and (y)!');
    expect(plainText(view.state.doc)).toBe('Fast payout 😃 and 👍!');
  });

  it.each(Object.entries(EMOTICONS))('turns %s into its emoji', (emoticon, emoji) => {
    const view = mountEditor();
    typeText(view, `Nice ${emoticon} `);
    expect(plainText(view.state.doc)).toBe(`Nice ${emoji} `);
  });

  it('leaves times, addresses and words alone', () => {
    const view = mountEditor();
    typeText(view, 'Starts at 3:30 see http://example.com/:/x and smile:) ok');
    expect(plainText(view.state.doc)).toBe(
      'Starts at 3:30 see http://example.com/:/x and smile:) ok',
    );
  });

  it('gives the emoticon back on Backspace right after', () => {
    const view = mountEditor();
    typeText(view, 'Hi :) ');
    expect(plainText(view.state.doc)).toBe('Hi 🙂 ');
    expect(pressKey(view, 'Backspace')).toBe(true);
    expect(plainText(view.state.doc)).toBe('Hi :) ');
  });

  it('does not touch the text while an input method is composing', () => {
    const view = mountEditor();
    typeText(view, 'Hi :)');
    Object.defineProperty(view, 'composing', { value: true, configurable: true });
    typeText(view, ' ');
    expect(plainText(view.state.doc)).toBe('Hi :) ');
  });
});

describe('shortcuts and history', () => {
  it('bolds with Ctrl+B, undoes with Ctrl+Z and redoes with Ctrl+Y', () => {
    const view = mountEditor('<p>Great bonus</p>');
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 1, 6)));
    expect(pressKey(view, 'b', { ctrlKey: true })).toBe(true);
    expect(isBold(view.state)).toBe(true);
    expect(serializeHtml(view.state.doc)).toBe('<p><strong>Great</strong> bonus</p>');
    pressKey(view, 'z', { ctrlKey: true });
    expect(serializeHtml(view.state.doc)).toBe('<p>Great bonus</p>');
    pressKey(view, 'y', { ctrlKey: true });
    expect(serializeHtml(view.state.doc)).toBe('<p><strong>Great</strong> bonus</p>');
  });

  it('italicizes with Ctrl+I', () => {
    const view = mountEditor('<p>Great bonus</p>');
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 7, 12)));
    pressKey(view, 'i', { ctrlKey: true });
    expect(serializeHtml(view.state.doc)).toBe('<p>Great <em>bonus</em></p>');
  });

  it('starts lists and quotes from the toolbar commands', () => {
    const view = mountEditor('<p>One</p>');
    toggleBulletList(view.state, view.dispatch);
    expect(serializeHtml(view.state.doc)).toBe('<ul><li><p>One</p></li></ul>');
    toggleBulletList(view.state, view.dispatch);
    expect(serializeHtml(view.state.doc)).toBe('<p>One</p>');
    toggleBlockquote(view.state, view.dispatch);
    expect(isBlockquote(view.state)).toBe(true);
    expect(serializeHtml(view.state.doc)).toBe('<blockquote><p>One</p></blockquote>');
  });

  it('starts a list from "- " typed at the start of a line', () => {
    const view = mountEditor();
    typeText(view, '- Fast');
    expect(serializeHtml(view.state.doc)).toBe('<ul><li><p>Fast</p></li></ul>');
  });

  it('starts a numbered list from "1. " and a quote from "> "; Backspace gives the typing back', () => {
    const numbered = mountEditor();
    typeText(numbered, '1. First');
    expect(serializeHtml(numbered.state.doc)).toBe('<ol><li><p>First</p></li></ol>');
    const quoted = mountEditor();
    typeText(quoted, '> ');
    expect(isBlockquote(quoted.state)).toBe(true);
    expect(pressKey(quoted, 'Backspace')).toBe(true);
    expect(isBlockquote(quoted.state)).toBe(false);
    expect(plainText(quoted.state.doc)).toBe('> ');
  });

  it('joins a list started right after a list to it', () => {
    const view = mountEditor('<ul><li><p>One</p></li></ul><p></p>');
    view.dispatch(view.state.tr.setSelection(TextSelection.atEnd(view.state.doc)));
    typeText(view, '- Two');
    expect(serializeHtml(view.state.doc)).toBe('<ul><li><p>One</p></li><li><p>Two</p></li></ul>');
  });

  it('runs the rules once an input method’s composition ends', async () => {
    vi.useFakeTimers();
    const view = mountEditor();
    Object.defineProperty(view, 'composing', { value: true, configurable: true });
    typeText(view, 'Hi :) ');
    expect(plainText(view.state.doc)).toBe('Hi :) ');
    Object.defineProperty(view, 'composing', { value: false, configurable: true });
    view.dom.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true }));
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(plainText(view.state.doc)).toBe('Hi 🙂 ');
  });
});

describe('Escape', () => {
  it('is left to the page (a dialog around the editor closes on it)', () => {
    const view = mountEditor('<p>Hi</p>');
    const escape = new KeyboardEvent('keydown', {
      key: 'Escape',
      keyCode: 27,
      bubbles: true,
      cancelable: true,
    });
    view.dom.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(false);
  });
});

describe('links', () => {
  it('inserts the address as linked text with nothing selected; typing goes on after it, unlinked', () => {
    const view = mountEditor('<p>See:</p>');
    view.dispatch(view.state.tr.setSelection(TextSelection.atEnd(view.state.doc)));
    setLink('https://example.com')(view.state, view.dispatch);
    typeText(view, ' now');
    expect(serializeHtml(view.state.doc)).toBe(
      '<p>See:<a href="https://example.com" rel="nofollow ugc noopener noreferrer" target="_blank">https://example.com</a> now</p>',
    );
  });

  it('links the selection with rel nofollow', () => {
    const view = mountEditor('<p>See terms</p>');
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 5, 10)));
    setLink('https://example.com/terms')(view.state, view.dispatch);
    expect(serializeHtml(view.state.doc)).toBe(
      '<p>See <a href="https://example.com/terms" rel="nofollow ugc noopener noreferrer" target="_blank">terms</a></p>',
    );
  });

  it('adds https:// to a loaded link without a protocol and drops javascript: links', () => {
    const view = mountEditor(
      '<p><a href="example.com">a</a> <a href="javascript:alert(1)">b</a></p>',
    );
    const html = serializeHtml(view.state.doc);
    expect(html).toContain('href="https://example.com"');
    expect(html).not.toContain('javascript');
    expect(html).toContain('> b</p>');
  });
});

describe('pasting', () => {
  it('cleans scripts and event handlers out of pasted HTML', () => {
    const view = mountEditor();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    view.pasteHTML(
      '<p>Hello <img src="x" onerror="alert(1)"><script>alert(2)</script><b onclick="alert(3)">world</b></p>',
    );
    const html = serializeHtml(view.state.doc);
    expect(html).toBe('<p>Hello <strong>world</strong></p>');
    const cleaned = view.someProp('transformPastedHTML', (clean) =>
      clean(
        '<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:x()">a</a>',
        view,
      ),
    );
    expect(cleaned).toBe('<img src="x"><a>a</a>');
    expect(view.dom.innerHTML).not.toMatch(/onerror|onclick|script/);
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps pasted YouTube players and drops other iframes', () => {
    // happy-dom reports every iframe it will not load; nothing is wrong here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = mountEditor();
    view.pasteHTML(
      '<p>a</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/x"></iframe>',
    );
    expect(summarize(view.state.doc).videos).toBe(1);
    expect(serializeHtml(view.state.doc)).not.toContain('evil');
  });
});

describe('a text replaced (a send clears the editor)', () => {
  it('reads an empty text without the sanitizer: one empty paragraph', async () => {
    const sanitizer = await loadSanitizer();
    const clean = vi.spyOn(sanitizer, 'fragment');
    const doc = parseHtml('');
    expect(clean).not.toHaveBeenCalled();
    expect(isBlank(doc)).toBe(true);
    expect(doc.eq(parseHtml('<p></p>'))).toBe(true);
    clean.mockRestore();
  });

  it('keeps the editor the view has (the same plugins) with a history of its own', () => {
    const blank = blankState();
    const place = document.createElement('div');
    document.body.append(place);
    const view = new EditorView(place, { state: stateWith(blank, parseHtml('<p>Draft</p>')) });
    expect(plainText(view.state.doc)).toBe('Draft');
    expect(undoDepth(view.state)).toBe(0);
    typeText(view, ' sent already');
    const before = view.state.plugins;
    view.updateState(stateWith(blank, parseHtml('')));
    // The view compares the plugins as a whole: another list would set it up again.
    expect(view.state.plugins).toBe(before);
    expect(undoDepth(view.state)).toBe(0);
    expect(undo(view.state, view.dispatch)).toBe(false);
    expect(plainText(view.state.doc)).toBe('');
  });
});
