import { useEffect, useMemo, useState } from 'react';
import { splitWords, TYPE_MS_PER_WORD } from '../logic/question-text';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * Types `text` out word by word (50 ms a word). Returns the words and how many are shown; with
 * reduced motion everything shows at once.
 */
export const useTypewriter = (text: string): { words: string[]; shown: number; done: boolean } => {
  const reducedMotion = usePrefersReducedMotion();
  const words = useMemo(() => splitWords(text), [text]);
  const [typed, setTyped] = useState({ text, shown: 0 });
  // A new text restarts from zero without waiting for the effect.
  const shown = reducedMotion ? words.length : typed.text === text ? typed.shown : 0;

  useEffect(() => {
    if (reducedMotion || words.length === 0) return undefined;
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      setTyped({ text, shown: count });
      if (count >= words.length) clearInterval(timer);
    }, TYPE_MS_PER_WORD);
    return () => clearInterval(timer);
  }, [text, words, reducedMotion]);

  return { words, shown, done: shown >= words.length };
};
