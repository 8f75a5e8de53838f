/** Joins class names, skipping falsy values: cn('a', isOn && 'b'). */
export const cn = (...classes: (string | false | null | undefined)[]): string =>
  classes.filter(Boolean).join(' ');
