import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { SCENARIOS, handlers, resetMocks, setScenario } from '@casino/mocks';
import {
  configureClient,
  resetGeneralState,
  resetVerification,
  setTokenProvider,
} from '@casino/core';
import { resetModalManager } from '@casino/ui';
import { PageHelpers } from '@casino/page-helpers';
import { WidgetDocsPage } from '../src/WidgetDocsPage';
import { schemaArgTypes } from '../src/schemaArgTypes';
import type { WidgetParameter } from '../src/embed';
import '@casino/ui/tokens.css';
import '@casino/ui/controls.css';
import './theme.css';

/**
 * Starts the fake backend once; the addon puts `parameters.msw` handlers on it per story.
 * It answers in the page, so large answers are not fetched from a worker.
 */
async function startMockBackend() {
  configureClient({ offMainThread: false });
  const worker = setupWorker();
  await worker.start({
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}

/** Storybook keeps its own settings in storage of the same origin; leave those alone. */
const STORYBOOK_KEY = /^@?storybook/i;

function clearBrowserState(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (!STORYBOOK_KEY.test(key)) localStorage.removeItem(key);
    }
    for (const key of Object.keys(sessionStorage)) {
      if (!STORYBOOK_KEY.test(key)) sessionStorage.removeItem(key);
    }
  } catch {
    // storage may be blocked; the widgets cope with that themselves
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * The story checks (e2e/stories.js) render one story after another in the same preview,
 * switching through Storybook's channel instead of loading the page again. What the
 * previous story left in the page is put back here, before the next story's loaders and
 * render: the body's elements, the attributes of <html> and <body> (scroll lock, inert),
 * the address hash, the scroll position. What cannot be put back from outside its module
 * (the current user and the safe-zone flag, loaded once per page) is reported by
 * `moduleState()`: the checks load a fresh page for the next story then.
 */
const SCENARIO_ATTRIBUTE = 'data-mock-scenario';
/** The toolbar's theme, as a host sets it: `data-cw-theme` on <html> (design tokens). */
const THEME_ATTRIBUTE = 'data-cw-theme';
const attributesOf = (element: Element) =>
  new Map([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
const pristine = {
  body: new Set(document.body.children),
  htmlAttributes: attributesOf(document.documentElement),
  bodyAttributes: attributesOf(document.body),
};

/** Storybook's own classes (`sb-show-main`, layout) are set before the loaders run. */
const STORYBOOK_CLASS = /^sb-/;

function restoreAttributes(element: Element, saved: Map<string, string>, keep: string[]) {
  const changed: string[] = [];
  for (const { name } of [...element.attributes]) {
    if (!saved.has(name) && !keep.includes(name) && name !== 'class') {
      element.removeAttribute(name);
      changed.push(name);
    }
  }
  for (const [name, value] of saved) {
    if (name !== 'class' && element.getAttribute(name) !== value) {
      element.setAttribute(name, value);
      changed.push(name);
    }
  }
  const foreign = [...element.classList].filter(
    (name) => !STORYBOOK_CLASS.test(name) && !(saved.get('class') ?? '').split(' ').includes(name),
  );
  if (foreign.length) {
    element.classList.remove(...foreign);
    changed.push(`class ${foreign.join(' ')}`);
  }
  return changed;
}

/** Puts the page back as the preview found it; returns what had to be put back. */
function restorePage(): string[] {
  const restored: string[] = [];
  for (const element of [...document.body.children]) {
    if (pristine.body.has(element) || element instanceof HTMLScriptElement) continue;
    // Storybook's own roots (highlights) are made on first use.
    if (element.id.startsWith('storybook-')) continue;
    restored.push(`<${element.localName}${element.id ? `#${element.id}` : ''}> in body`);
    element.remove();
  }
  const html = restoreAttributes(document.documentElement, pristine.htmlAttributes, [
    SCENARIO_ATTRIBUTE,
    THEME_ATTRIBUTE,
  ]);
  const body = restoreAttributes(document.body, pristine.bodyAttributes, []);
  if (html.length) restored.push(`<html> ${html.join(', ')}`);
  if (body.length) restored.push(`<body> ${body.join(', ')}`);
  if (location.hash) {
    restored.push(`address hash ${location.hash}`);
    history.replaceState(history.state, '', location.pathname + location.search);
  }
  window.scrollTo(0, 0);
  return restored;
}

declare global {
  interface Window {
    __casinoPreview?: {
      /** What the last story left that had to be put back (for the checks' log). */
      restored: string[];
      /** Module state of the widgets that only a fresh page resets. */
      moduleState(): string[];
    };
  }
}

window.__casinoPreview = {
  restored: [],
  // The current user and the safe-zone flag are reset before each story (resetGeneralState).
  moduleState: () => [],
};

/**
 * Every story starts from the seeded backend, empty storage and cookies, and a fake
 * human-verification token. A story's `parameters.mockScenario` switches a fault on;
 * otherwise the toolbar's choice applies. A docs page shows all stories of a widget at
 * once against one backend, so there only the toolbar's choice applies.
 */
const freshState: Loader = (context) => {
  // A docs page renders its stories side by side: none of them may undo another's page.
  if (context.viewMode !== 'docs') {
    window.__casinoPreview!.restored = restorePage();
    resetModalManager();
    resetGeneralState();
  }
  resetMocks();
  const fromToolbar = (context.globals.scenario as string | undefined) || null;
  const fromStory =
    context.viewMode === 'docs'
      ? undefined
      : (context.parameters.mockScenario as string | undefined);
  const scenario = fromStory ?? fromToolbar;
  setScenario(scenario);
  // Tells the end-to-end check that failed requests are this story's purpose.
  if (scenario) document.documentElement.dataset.mockScenario = scenario;
  else delete document.documentElement.dataset.mockScenario;
  if (context.globals.theme === 'dark')
    document.documentElement.setAttribute(THEME_ATTRIBUTE, 'dark');
  else document.documentElement.removeAttribute(THEME_ATTRIBUTE);
  clearBrowserState();
  resetVerification();
  setTokenProvider(async () => 'storybook-verification-token');
  return {};
};

/** Widget CSS is scoped under `cw-<name>`, as on a page where the loader mounted it. */
const withWidgetRoot: Decorator = (Story, context) => {
  const widget = context.parameters.widget as WidgetParameter | undefined;
  if (!widget?.name) return <Story />;
  return (
    <div className={`cw-${widget.name}`} data-widget={widget.name}>
      <Story />
    </div>
  );
};

/**
 * `parameters: { pageHelpers: true }`: the page-helpers widget beside the story, as on a
 * page where the loader mounted it, for widgets that bind server markup page-helpers sets
 * up (`data-cw-modal` dialogs, `data-cw-flash` messages). A docs page shows every story at
 * once, with the same ids: there the markup stays as the server wrote it.
 */
const withPageHelpers: Decorator = (Story, context) =>
  context.parameters.pageHelpers && context.viewMode !== 'docs' ? (
    <>
      <Story />
      <PageHelpers scrollToTop={false} />
    </>
  ) : (
    <Story />
  );

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader(startMockBackend), freshState],
  decorators: [withPageHelpers, withWidgetRoot],
  argTypesEnhancers: [schemaArgTypes],
  globalTypes: {
    scenario: {
      description: 'Fault scenario of the fake backend (a story’s own scenario wins)',
      toolbar: {
        title: 'Backend',
        icon: 'lightning',
        dynamicTitle: true,
        items: [
          { value: '', title: 'No fault' },
          ...SCENARIOS.map((scenario) => ({
            value: scenario.name,
            title: scenario.name,
            right: scenario.description,
          })),
        ],
      },
    },
    theme: {
      description: 'The design tokens’ theme the widgets are shown in',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light theme' },
          { value: 'dark', title: 'Dark theme' },
        ],
      },
    },
  },
  initialGlobals: { scenario: '', theme: 'light' },
  parameters: {
    msw: { handlers },
    controls: { expanded: true },
    // A docs page shows every story of a widget at once; play functions that move the focus
    // or open a dialog would fight each other there. Each play function is checked alone,
    // in story mode, so docs pages only render.
    docs: { page: WidgetDocsPage, story: { autoplay: false } },
  },
};

export default preview;
