import { db } from '@casino/mocks';
import { RequestError } from './errors';
import { logFailedLoad } from './logFailedLoad';

describe('logFailedLoad (SPEC §8: other load failures are only logged)', () => {
  it('logs a network or HTTP failure and says it failed', async () => {
    const failed = logFailedLoad('Tab', new RequestError('network', 'GET /x failed'));
    expect(failed).toBe(true);
    await vi.waitFor(() =>
      expect(db.errorLog).toEqual(['Tab failed: RequestError: GET /x failed']),
    );
  });

  it('does not log a contract error again: the client reported it where it found it', async () => {
    const broken = new RequestError('contract', 'Response of GET /x breaks its contract');
    expect(logFailedLoad('Tab', broken)).toBe(true);
    logFailedLoad('Marker', new Error('after'));
    await vi.waitFor(() => expect(db.errorLog).toHaveLength(1));
    expect(db.errorLog[0]).toContain('Marker failed');
  });

  it('leaves an aborted load alone, by its error or by its signal', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(logFailedLoad('Tab', new DOMException('stop', 'AbortError'))).toBe(false);
    expect(logFailedLoad('Tab', new Error('late'), controller.signal)).toBe(false);
    logFailedLoad('Marker', new Error('after'));
    await vi.waitFor(() => expect(db.errorLog).toHaveLength(1));
    expect(db.errorLog[0]).toContain('Marker failed');
  });
});
