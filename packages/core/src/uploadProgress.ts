/**
 * A call's request sent by XMLHttpRequest, whose upload reports the bytes sent (fetch,
 * and so ky, cannot): used only when a caller asks for upload progress. Its own chunk,
 * loaded with the first such call.
 */

export interface Prepared {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: XMLHttpRequestBodyInit | undefined;
}

/** What came back: the status and the body's text, as the fetch path gives them. */
export interface Received {
  status: number;
  text: string;
}

/** The request could not reach the server (or its answer could not be read). */
export class UploadNetworkError extends Error {}

const abortReason = (signal?: AbortSignal): unknown =>
  signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError');

/**
 * Sends `request` and calls `onProgress` with the share sent, 0 to 1 (1 once the answer
 * is in, also for a body too small to report on its way). Rejects with the signal's
 * reason when aborted, with an UploadNetworkError when the network fails.
 */
export function sendWithProgress(
  request: Prepared,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<Received> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open(request.method, request.url.href);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      onProgress(1);
      resolve({ status: xhr.status, text: xhr.responseText });
    });
    xhr.addEventListener('error', () =>
      reject(new UploadNetworkError(`${request.method} ${request.url.pathname} failed`)),
    );
    xhr.addEventListener('abort', () => reject(abortReason(signal)));
    xhr.addEventListener('loadend', () => signal?.removeEventListener('abort', abort));
    signal?.addEventListener('abort', abort, { once: true });
    onProgress(0);
    xhr.send(request.body ?? null);
  });
}
