import { describe, expect, it } from 'vitest';
import { textTable } from './table.ts';

describe('textTable', () => {
  it('pads the first column on the right, the others on the left, each to its widest cell', () => {
    expect(
      textTable(
        ['Page', 'Loads', 'Blocking'],
        [
          ['Home /', '9', '0 ms'],
          ['Product /products/sofa', '12', '116 ms (51–231)'],
        ],
      ),
    ).toBe(
      [
        'Page                    Loads         Blocking',
        '----------------------  -----  ---------------',
        'Home /                      9             0 ms',
        'Product /products/sofa     12  116 ms (51–231)',
      ].join('\n'),
    );
  });

  it('is the header and its rule when there are no rows', () => {
    expect(textTable(['A', 'Count'], [])).toBe('A  Count\n-  -----');
  });
});
