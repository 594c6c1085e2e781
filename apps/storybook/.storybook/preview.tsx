import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { SCENARIOS, handlers, resetMocks, setScenario } from '@casino/mocks';
import { configureClient, resetVerification, setTokenProvider } from '@casino/core';
import { WidgetDocsPage } from '../src/WidgetDocsPage';
import { schemaArgTypes } from '../src/schemaArgTypes';
import type { WidgetParameter } from '../src/embed';

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
  } catch {
    // storage may be blocked; the widgets cope with that themselves
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Every story starts from the seeded backend, empty storage and cookies, and a fake
 * human-verification token. A story's `parameters.mockScenario` switches a fault on;
 * otherwise the toolbar's choice applies. A docs page shows all stories of a widget at
 * once against one backend, so there only the toolbar's choice applies.
 */
const freshState: Loader = (context) => {
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

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader(startMockBackend), freshState],
  decorators: [withWidgetRoot],
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
  },
  initialGlobals: { scenario: '' },
  parameters: {
    msw: { handlers },
    controls: { expanded: true },
    docs: { page: WidgetDocsPage },
  },
};

export default preview;
