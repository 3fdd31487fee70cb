import { isPythonWhitespace } from '@bleukit/core';
import { expect, it } from 'vitest';
import { PYTHON_WHITESPACE_CODES } from './python-whitespace-codes.js';

it("lists exactly core's Python whitespace set", () => {
  const listed = new Set(PYTHON_WHITESPACE_CODES);
  const differences: string[] = [];
  for (let c = 0; c < 0x10000; c++) {
    if (listed.has(c) !== isPythonWhitespace(String.fromCharCode(c))) differences.push(c.toString(16));
  }
  expect(differences).toEqual([]);
});
