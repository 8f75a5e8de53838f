import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { cn } from '@/lib/cn';
import { hasArabicScript } from '@/lib/user-text';
import '@/styles/urdu.css';

type UserTextTag = 'p' | 'div' | 'span' | 'h1' | 'h2' | 'h3' | 'li' | 'dd' | 'strong';

export type UserTextProps<T extends UserTextTag> = {
  /** The element; a span (for inside a heading or a flex row) is made a block. Default p. */
  as?: T;
  /** 'auto' (default): the text's first strong letter decides, so Urdu reads right to left. */
  dir?: 'auto' | 'rtl' | 'ltr';
  /** Only when the language is known, e.g. 'ur' on a response taken in Urdu; never 'ar' for Urdu. */
  lang?: string;
  children: string;
} & Omit<ComponentPropsWithoutRef<T>, 'dir' | 'lang' | 'children'>;

/**
 * Text that a respondent, a visitor or the admin wrote, or a translation: a block whose direction
 * follows the text, so an Urdu answer is right-aligned and right to left inside the English admin
 * screens. Text with Arabic-script letters is marked data-script="arabic", which (styles/urdu.css) gives it
 * the Urdu font and the line height its marks above and below the letters need. (A data attribute,
 * not :dir(rtl): the CSS build rewrites :dir() for older browsers into a list of :lang() selectors,
 * which text of unknown language with dir="auto" never matches.)
 */
export const UserText = <T extends UserTextTag = 'p'>({
  as,
  dir = 'auto',
  className,
  children,
  ...props
}: UserTextProps<T>) => {
  const Tag = (as ?? 'p') as ElementType;
  return (
    <Tag
      dir={dir}
      data-script={hasArabicScript(children) ? 'arabic' : undefined}
      className={cn(Tag === 'span' && 'block', className) || undefined}
      {...props}
    >
      {children}
    </Tag>
  );
};
