import { requestJson } from '@/lib/api-client';
import type { UploadedLogo } from '@/types/generated/api';

/** Stores the image on the server; the answer's path goes into the survey's `logo`. */
export const uploadLogo = async (file: File): Promise<UploadedLogo> => {
  const form = new FormData();
  form.append('logo', file);
  return requestJson<UploadedLogo>('POST', '/api/upload/logo', form);
};
