import { StrictMode } from 'react';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type * as z from 'zod/mini';
import { pageHooks } from '@casino/api';
import { ErrorBoundary } from './ErrorBoundary';
import { useSignals } from '@preact/signals-react/runtime';
import { loadMessages, messages } from './i18n';
import { describeElement, parseProps } from './props';

/** The state a placeholder is in, as `data-widget-state`, for styling and for tests. */
export type WidgetState = 'mounted' | 'failed';

export type Unmount = () => void;

export interface WidgetOptions<P> {
  /** The placeholder name: `data-widget="{name}"`. */
  name: string;
  props: z.ZodMiniType<P>;
  component: ComponentType<P>;
}

export interface Widget<P> {
  readonly name: string;
  readonly props: z.ZodMiniType<P>;
  readonly component: ComponentType<P>;
  /** Validates props (from `data-props` when not given) and renders; never throws. */
  mount(element: HTMLElement, props?: unknown): Unmount;
}

const noop: Unmount = () => undefined;

/**
 * Every text of a widget comes from `t()`, which reads the localization messages; they
 * arrive after most widgets mounted, so the root re-renders the whole widget when they do
 * (nothing below it is memoized) instead of each component subscribing on its own.
 */
function Localized<P extends object>({
  component: Component,
  props,
}: {
  component: ComponentType<P>;
  props: P;
}) {
  useSignals();
  void messages.value;
  return <Component {...props} />;
}
const unmounts = new WeakMap<HTMLElement, Unmount>();

function fail(name: string, element: HTMLElement, problem: string): Unmount {
  console.error(`Widget "${name}" in ${describeElement(element)} was not started: ${problem}`);
  element.setAttribute(pageHooks.widgetState, 'failed');
  return noop;
}

export function defineWidget<P extends object>(options: WidgetOptions<P>): Widget<P> {
  const { name, component: Component } = options;
  return {
    name,
    props: options.props,
    component: Component,
    mount(element, given) {
      const existing = unmounts.get(element);
      if (existing) return existing;
      try {
        const parsed = parseProps(options.props, element, given);
        if (!parsed.ok) return fail(name, element, parsed.problem);
        // The server content is the fallback; it comes back when the widget goes.
        const serverContent = [...element.childNodes];
        const root = createRoot(element);
        // Rendered at once, effects too: when mount returns, the widget listens, so a click
        // the loader held for it can be carried out (apps/loader README).
        flushSync(() =>
          root.render(
            <StrictMode>
              <ErrorBoundary widget={name}>
                <Localized component={Component} props={parsed.props} />
              </ErrorBoundary>
            </StrictMode>,
          ),
        );
        element.classList.add(`cw-${name}`);
        element.setAttribute(pageHooks.widgetState, 'mounted');
        void loadMessages();
        let done = false;
        const unmount = () => {
          // Only once, and only this mount: a stale call must not touch a newer mount.
          if (done) return;
          done = true;
          unmounts.delete(element);
          root.unmount();
          element.replaceChildren(...serverContent);
          element.classList.remove(`cw-${name}`);
          element.removeAttribute(pageHooks.widgetState);
        };
        unmounts.set(element, unmount);
        return unmount;
      } catch (error) {
        return fail(name, element, error instanceof Error ? error.message : String(error));
      }
    },
  };
}
