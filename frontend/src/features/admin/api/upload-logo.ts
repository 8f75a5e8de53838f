import { requestJson } from '@/lib/api-client';

/** Stores the image on the server; the answer's path goes into the survey's `logo`. */
export const uploadLogo = async (file: File): Promise<{ path: string }> => {
  const form = new FormData();
  form.append('logo', file);
  return requestJson<{ path: string }>('POST', '/api/upload/logo', form);
};
