import { expect, test } from 'vitest';
import { classifyTransfer } from './photo-intake.ts';

test('one file is used; several, a folder or text are refused with their reason', () => {
  const none = { files: [], hasFolder: false, hasText: false };
  expect(classifyTransfer({ ...none, files: ['a.jpg'] })).toEqual({ file: 'a.jpg' });
  expect(classifyTransfer({ ...none, files: ['a.jpg', 'b.jpg'] })).toEqual({
    problem: { code: 'several', detail: '2' },
  });
  expect(classifyTransfer({ ...none, files: ['folder'], hasFolder: true })).toEqual({
    problem: { code: 'folder' },
  });
  expect(classifyTransfer({ ...none, hasText: true })).toEqual({ problem: { code: 'text' } });
  // A copied picture often comes with its markup: the file wins.
  expect(classifyTransfer({ ...none, files: ['p.png'], hasText: true })).toEqual({ file: 'p.png' });
  expect(classifyTransfer(none)).toBeNull();
});
