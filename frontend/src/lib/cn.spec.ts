import { cn } from './cn';

describe('cn', () => {
  it('joins class names and skips falsy values', () => {
    expect(cn('a', false, 'b', null, undefined, '', 'c')).toBe('a b c');
  });

  it('lets a later class override an earlier conflicting one', () => {
    expect(cn('px-2', 'px-4')).toBe('px-4');
    expect(cn('inline-flex items-center', 'hidden sm:inline-flex')).toBe('items-center hidden sm:inline-flex');
  });

  it("lets a caller's text colour and hover colour win over a variant's", () => {
    expect(
      cn('text-slate-700 hover:bg-slate-100 hover:text-slate-900', 'text-red-700 hover:bg-red-50 hover:text-red-800'),
    ).toBe('text-red-700 hover:bg-red-50 hover:text-red-800');
  });

  it('keeps classes that do not conflict, including a different variant of the same utility', () => {
    expect(cn('p-6', 'sm:p-8')).toBe('p-6 sm:p-8');
    expect(cn('h-11 px-5 text-sm', 'h-8')).toBe('px-5 text-sm h-8');
  });
});
