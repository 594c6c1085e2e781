import { statusParam } from './complaints';
import { sameSiteAddress } from './reviewsLink';
import { termsRequest } from './terms';

describe('statusParam', () => {
  it('leaves the status out for ALL and refuses an unknown one', () => {
    expect(statusParam('ALL')).toBeUndefined();
    expect(statusParam('OPEN')).toBe('OPEN');
    expect(statusParam('open')).toBeNull();
    expect(statusParam(undefined)).toBeNull();
  });
});

describe('sameSiteAddress', () => {
  it('follows only addresses on this site', () => {
    expect(sameSiteAddress('/reviews.html#casino_id=1')).toBe(
      `${window.location.origin}/reviews.html#casino_id=1`,
    );
    expect(sameSiteAddress('https://evil.example/phish')).toBeNull();
    expect(sameSiteAddress('javascript:alert(1)')).toBeNull();
  });
});

describe('termsRequest', () => {
  it('reads the ids of a block and names the attributes when one is missing', () => {
    const box = document.createElement('div');
    Object.assign(box.dataset, { termsId: '3', termsExplanationId: '4', termsTypeId: '5' });
    expect(termsRequest(box)).toEqual({ id: 3, explanationId: 4, typeId: 5 });
    box.dataset.termsTypeId = '-1';
    expect(() => termsRequest(box)).toThrow(/data-terms-type-id/);
  });
});
