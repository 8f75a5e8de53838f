// The create form's client-side logo check; the server checks the bytes again (PNG/JPEG, 2 MB).

export const LOGO_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

const TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg']);
const EXTENSION = /\.(png|jpe?g)$/i;

export type LogoCheck = { ok: true } | { ok: false; message: string };

export const checkLogoFile = (file: { name: string; type: string; size: number }): LogoCheck => {
  // Some systems give no MIME type; then the extension decides.
  const typeOk = file.type ? TYPES.has(file.type.toLowerCase()) : EXTENSION.test(file.name);
  if (!typeOk) return { ok: false, message: 'Please upload a PNG or JPG image' };
  if (file.size > LOGO_MAX_BYTES) return { ok: false, message: 'The logo must be 2 MB or smaller' };
  return { ok: true };
};
