import { cn } from '@/lib/cn';
import { useTypewriter } from '../hooks/use-typewriter';
import { questionSizeClass } from '../logic/question-text';

/** original: the untranslated (English) text inside an Urdu page, marked lang="en". */
type TypedQuestionProps = { id: string; text: string; prefix?: string; original?: boolean };

/**
 * The question typed out word by word. Screen readers get the whole text at once; the words not
 * yet typed hold their place invisibly so the layout does not jump.
 */
export const TypedQuestion = ({ id, text, prefix, original = false }: TypedQuestionProps) => {
  const { words, shown } = useTypewriter(text);
  return (
    <h2 id={id} className={cn('font-semibold tracking-tight text-slate-900', questionSizeClass(text, 'chat'))}>
      <span className="sr-only">
        {prefix ? `${prefix}: ` : ''}
        <span lang={original ? 'en' : undefined}>{text}</span>
      </span>
      {/* bdi: a question the admin wrote in English reads left to right inside an Urdu page. */}
      <bdi aria-hidden="true" data-testid="typed-question" lang={original ? 'en' : undefined}>
        {words.slice(0, shown).join('')}
        <span className="invisible">{words.slice(shown).join('')}</span>
      </bdi>
    </h2>
  );
};
