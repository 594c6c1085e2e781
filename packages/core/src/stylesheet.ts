const loaded = new Map<string, Promise<void>>();

/**
 * Adds a widget's stylesheet once per page and resolves when it has loaded (or failed:
 * an unstyled widget is better than none), so the widget never shows unstyled first.
 */
export function loadStylesheet(href: string): Promise<void> {
  let done = loaded.get(href);
  if (!done) {
    done = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = link.onerror = () => resolve();
      document.head.append(link);
    });
    loaded.set(href, done);
  }
  return done;
}
