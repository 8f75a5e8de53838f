import { useEffect, useRef, useState } from 'react';

export const COPIED_FOR_MS = 2000;

const copyWithSelection = (text: string): boolean => {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
};

/** Copies text; `copied` stays true for 2 seconds after a success (spec section 9). */
export const useCopyToClipboard = () => {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string): Promise<boolean> => {
    let ok: boolean;
    try {
      // The async API needs a secure context; plain-http deployments fall back to a selection copy.
      if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(text);
        ok = true;
      } else ok = copyWithSelection(text);
    } catch {
      ok = copyWithSelection(text);
    }
    if (ok) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    }
    return ok;
  };

  return { copied, copy };
};
