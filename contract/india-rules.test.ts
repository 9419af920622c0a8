import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, INDIAN_STATES, stateByCode } from './india-rules.ts';

describe('GSTIN', () => {
  it('accepts published GSTINs, in any case and with spaces', () => {
    // Published examples whose check characters are known.
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']) expect(gstinProblem(gstin), gstin).toBeNull();
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
  });

  it('refuses every single-character corruption of a valid GSTIN', () => {
    const valid = '27AAPFU0939F1ZV';
    for (let i = 0; i < valid.length; i++)
      for (const replacement of ['0', '7', 'A', 'K', 'Z']) {
        if (valid[i] === replacement) continue;
        const corrupted = valid.slice(0, i) + replacement + valid.slice(i + 1);
        expect(gstinProblem(corrupted), corrupted).not.toBeNull();
      }
  });

  it('names the problem: shape, state code or check character', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1XV')).toBe('format');
    expect(gstinProblem('99AAPFU0939F1Z' + gstinCheckCharacter('99AAPFU0939F1Z'))).toBe('state');
    expect(gstinProblem('27AAPFU0939F1ZA')).toBe('check');
  });
});

describe('states', () => {
  it('have unique two-digit codes, Telangana at 36 and the merged 26', () => {
    const codes = INDIAN_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
    expect(stateByCode('36')?.name).toBe('Telangana');
    expect(stateByCode('26')?.name).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateByCode('25')).toBeUndefined();
  });
});
