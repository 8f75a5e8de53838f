import { useCallback, useState } from 'react';

/** Spec section 3: the browser-session flag set once the survey list is unlocked. */
export const SURVEYS_UNLOCKED_KEY = 'surveys_unlocked';

const read = (): boolean => {
  try {
    return window.sessionStorage.getItem(SURVEYS_UNLOCKED_KEY) === 'true';
  } catch {
    return false;
  }
};

const write = (unlocked: boolean): void => {
  try {
    if (unlocked) window.sessionStorage.setItem(SURVEYS_UNLOCKED_KEY, 'true');
    else window.sessionStorage.removeItem(SURVEYS_UNLOCKED_KEY);
  } catch {
    // Without storage the gate simply asks again next time.
  }
};

export const useSurveysUnlocked = () => {
  const [unlocked, setUnlocked] = useState(read);
  const set = useCallback((next: boolean) => {
    write(next);
    setUnlocked(next);
  }, []);
  return [unlocked, set] as const;
};
