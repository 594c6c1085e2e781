/** Test helpers of the complaint widgets: the member, recorded calls, files. */
import { currentUser, resetVerification, setTokenProvider } from '@casino/core';
import { signInAs } from '@casino/mocks';
import { server } from '@casino/mocks/node';

export const TOKEN = 'test-verification-token';
export const AUTHORIZATION = 'Bearer member-token';
export const ALICE = 1;
export const ADMIN_ADAM = 4;

export interface Recorded {
  method: string;
  url: URL;
  form: FormData | null;
  authorization: string | null;
}

/** Every request to a path, as sent (multipart bodies read as FormData). */
export function record(path: string): Recorded[] {
  const seen: Recorded[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith(path)) return;
    const entry: Recorded = {
      method: request.method,
      url,
      form: null,
      authorization: request.headers.get('Authorization'),
    };
    seen.push(entry);
    if (request.method === 'POST')
      void request
        .clone()
        .formData()
        .then((form) => (entry.form = form))
        .catch(() => undefined);
  });
  return seen;
}

export function file(name: string, type: string, size = 16): File {
  return new File([new Uint8Array(size)], name, { type });
}

let meta: HTMLMetaElement | null = null;

/** A member as the CMS renders one: the session, the user and the authorization meta. */
export function asMember(id = ALICE): void {
  currentUser.value = signInAs(id);
  meta = document.createElement('meta');
  meta.name = 'authorization';
  meta.content = AUTHORIZATION;
  document.head.append(meta);
}

beforeEach(() => {
  resetVerification();
  setTokenProvider(async () => TOKEN);
});
afterEach(() => {
  server.events.removeAllListeners();
  meta?.remove();
  meta = null;
  currentUser.value = undefined;
});
