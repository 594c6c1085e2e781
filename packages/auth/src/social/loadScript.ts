import { scriptUrl } from '@casino/core';

const loading = new Map<string, Promise<void>>();

/** Adds a provider's SDK script once per page; a failed load may be tried again. */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptUrl(src);
      script.async = true;
      script.defer = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`Script ${src} failed to load`));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
