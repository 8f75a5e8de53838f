import { checkLogoFile, LOGO_MAX_BYTES } from './logo-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkLogoFile', () => {
  it('accepts PNG and JPEG images', () => {
    expect(checkLogoFile(file('logo.png', 'image/png'))).toEqual({ ok: true });
    expect(checkLogoFile(file('logo.jpg', 'image/jpeg'))).toEqual({ ok: true });
    expect(checkLogoFile(file('LOGO.JPEG', ''))).toEqual({ ok: true });
  });

  it('refuses other types with the spec message', () => {
    const refused = { ok: false, message: 'Please upload a PNG or JPG image' };
    expect(checkLogoFile(file('logo.gif', 'image/gif'))).toEqual(refused);
    expect(checkLogoFile(file('logo.svg', 'image/svg+xml'))).toEqual(refused);
    expect(checkLogoFile(file('logo.png', 'text/plain'))).toEqual(refused);
    expect(checkLogoFile(file('notes.txt', ''))).toEqual(refused);
  });

  it('refuses files over 2 MB, as the server does', () => {
    expect(checkLogoFile(file('big.png', 'image/png', LOGO_MAX_BYTES + 1)).ok).toBe(false);
    expect(checkLogoFile(file('ok.png', 'image/png', LOGO_MAX_BYTES)).ok).toBe(true);
  });
});
