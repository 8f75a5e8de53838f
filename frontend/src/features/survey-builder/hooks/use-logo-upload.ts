import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { uploadLogo } from '../api/upload-logo';
import { checkLogoFile } from '../lib/logo-file';

export type LogoUpload = {
  /** The server path to save with the survey, once uploaded. */
  path: string | null;
  previewUrl: string | null;
  fileName: string | null;
  uploading: boolean;
  error: string | null;
  select: (file: File) => Promise<void>;
  clear: () => void;
};

/**
 * Checks the file in the browser, uploads it at once and keeps a local preview. `initialPath` is a
 * logo the survey already has (the edit screen): shown as the preview until replaced or removed.
 */
export const useLogoUpload = (initialPath: string | null = null): LogoUpload => {
  const [path, setPath] = useState<string | null>(initialPath);
  const [previewUrl, setPreviewUrl] = useState<string | null>(initialPath);
  const [fileName, setFileName] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Which selection is current, so a slow upload of an older file cannot win.
  const attempt = useRef(0);

  useEffect(
    () => () => {
      if (previewUrl?.startsWith('blob:')) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const clear = () => {
    attempt.current++;
    setPath(null);
    setPreviewUrl(null);
    setFileName(null);
    setUploading(false);
    setError(null);
  };

  const select = async (file: File) => {
    clear();
    const check = checkLogoFile(file);
    if (!check.ok) {
      setError(check.message);
      toast({ title: 'Error', description: check.message, variant: 'destructive' });
      return;
    }
    const mine = attempt.current;
    setFileName(file.name);
    setPreviewUrl(URL.createObjectURL(file));
    setUploading(true);
    try {
      const result = await uploadLogo(file);
      if (mine !== attempt.current) return;
      setPath(result.path);
      toast({ title: 'Success', description: 'Logo uploaded successfully' });
    } catch (err) {
      if (mine !== attempt.current) return;
      setPreviewUrl(null);
      setFileName(null);
      setError(errorMessage(err));
      toast({ title: 'Error', description: 'Failed to upload logo', variant: 'destructive' });
    } finally {
      if (mine === attempt.current) setUploading(false);
    }
  };

  return { path, previewUrl, fileName, uploading, error, select, clear };
};
