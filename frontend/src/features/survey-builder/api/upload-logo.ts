import { answer, api } from '@/lib/api-client';
import type { LogoUpload } from '@/types/generated/api';

/** Stores the image on the server; the answer's path goes into the survey's `logo`. */
export const uploadLogo = async (file: File) => {
  const form = new FormData();
  form.append('logo', file);
  // The contract types the binary field as a string (a file in a multipart form); the form carries the file.
  const body: LogoUpload = { logo: file.name };
  return answer(api.POST('/api/upload/logo', { body, bodySerializer: () => form }));
};
