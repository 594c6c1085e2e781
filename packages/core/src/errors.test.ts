import { RequestError, errorText } from './errors';

describe('errorText', () => {
  it("shows the server's message when the answer had one", () => {
    const error = new RequestError('http', 'POST /x answered HTTP 400', 'Name taken', 400);
    expect(errorText(error, 'Try again', 'Offline')).toBe('Name taken');
  });

  it('shows the lost-connection text when the request never reached the server', () => {
    const error = new RequestError('network', 'POST /x failed: network error');
    expect(errorText(error, 'Try again', 'Offline')).toBe('Offline');
  });

  it('shows the fallback for an answer without a message, a broken answer or any other error', () => {
    expect(errorText(new RequestError('http', 'HTTP 500', undefined, 500), 'Try again')).toBe(
      'Try again',
    );
    expect(errorText(new RequestError('contract', 'broken'), 'Try again', 'Offline')).toBe(
      'Try again',
    );
    expect(errorText(new TypeError('boom'), 'Try again', 'Offline')).toBe('Try again');
  });

  it('falls back for a lost connection too when no text of its own is given', () => {
    expect(errorText(new RequestError('network', 'failed'), 'Try again')).toBe('Try again');
  });

  it('leaves the default to the caller with a null fallback', () => {
    expect(errorText(new RequestError('http', 'HTTP 500'), null)).toBeNull();
    expect(errorText(new RequestError('http', 'HTTP 403', 'Banned', 403), null)).toBe('Banned');
  });
});
