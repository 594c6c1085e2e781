import { PILLS_PER_ROW, layoutPills, pillsPerRow } from './pills';

describe('pillsPerRow', () => {
  it('puts 3 pills to a row, or 4 or 5 when the count divides by that and not by 3', () => {
    expect([1, 2, 3, 6, 7, 9, 11, 12].map(pillsPerRow)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    expect([4, 8, 16].map(pillsPerRow)).toEqual([4, 4, 4]);
    expect([5, 10, 25].map(pillsPerRow)).toEqual([5, 5, 5]);
    expect(pillsPerRow(20)).toBe(4);
    expect(pillsPerRow(0)).toBe(PILLS_PER_ROW);
  });

  it('sets the row length on the container for its grid', () => {
    const container = document.createElement('div');
    container.innerHTML = '<button>a</button>'.repeat(8);
    layoutPills(container);
    expect(container.style.getPropertyValue('--cw-pills-per-row')).toBe('4');
  });
});
