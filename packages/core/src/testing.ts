// For tests of other packages. watchTimer: when a widget started a clock timer of a given length. A test that lets the
// fake clock follow real time (so network answers and polling still arrive) cannot know how
// much of a timer has already run on a slow machine; this lets it advance to the exact
// millisecond before the timer fires.
import { expect, vi } from 'vitest';
import { clock } from './clock';

export function watchTimer(ms: number) {
  const original = clock.setTimeout;
  let startedAt: number | undefined;
  vi.spyOn(clock, 'setTimeout').mockImplementation((fn, delay) => {
    if (delay === ms) startedAt = Date.now();
    return original(fn, delay);
  });
  return {
    /** Milliseconds from now to one before the timer fires. */
    untilJustBefore(): number {
      if (startedAt === undefined) throw new Error(`No ${ms} ms timer was started`);
      return startedAt + ms - 1 - Date.now();
    },
  };
}

/**
 * An XMLHttpRequest the test drives (a test DOM's own never reports upload progress):
 * `install()` puts it in place of the global one; each request made is in `made`.
 */
export class FakeXhr extends EventTarget {
  static made: FakeXhr[] = [];
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown = null;
  wasSent = false;
  status = 0;
  responseText = '';
  aborted = false;
  static install(): void {
    FakeXhr.made = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }
  /** The `index`th request once it is sent (calls load their sender lazily). */
  static async sent(index: number): Promise<FakeXhr> {
    await vi.waitFor(() => expect(FakeXhr.made[index]?.wasSent).toBe(true));
    return FakeXhr.made[index]!;
  }
  constructor() {
    super();
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    this.wasSent = true;
  }
  abort() {
    this.aborted = true;
    this.finish('abort');
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }
  respond(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.finish('load');
  }
  fail() {
    this.finish('error');
  }
  private finish(type: string) {
    this.dispatchEvent(new ProgressEvent(type));
    this.dispatchEvent(new ProgressEvent('loadend'));
  }
}
