import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy values, and resolves Tailwind conflicts: a later class wins
 * over an earlier one of the same group, so a caller's className overrides a component's default.
 * cn('px-2', isOn && 'px-4') is 'px-4' when isOn.
 */
export const cn = (...classes: (string | false | null | undefined)[]): string => twMerge(...classes);
