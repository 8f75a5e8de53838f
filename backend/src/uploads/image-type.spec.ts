import { contentTypeOfStoredName, sniffImage } from './image-type';
import { TINY_JPEG, TINY_PNG } from '../testing/image-fixtures';

describe('sniffImage', () => {
  it('recognises PNG and JPEG by their bytes', () => {
    expect(sniffImage(TINY_PNG)).toEqual({ extension: 'png', contentType: 'image/png' });
    expect(sniffImage(TINY_JPEG)).toEqual({ extension: 'jpg', contentType: 'image/jpeg' });
  });

  it('refuses text, HTML, SVG, GIF and empty files whatever they are called', () => {
    for (const text of ['hello', '<html><script>alert(1)</script></html>', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'GIF89a....', '']) {
      expect(sniffImage(Buffer.from(text))).toBeNull();
    }
  });

  it('refuses a PNG signature that is not followed by an IHDR chunk, and a truncated JPEG', () => {
    expect(sniffImage(TINY_PNG.subarray(0, 8))).toBeNull();
    expect(sniffImage(Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.from('<html>...........')]))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
  });

  it('still sees a PNG with HTML appended (a polyglot) as a PNG: it is served as one', () => {
    expect(sniffImage(Buffer.concat([TINY_PNG, Buffer.from('<script>alert(1)</script>')]))?.contentType).toBe('image/png');
  });
});

describe('contentTypeOfStoredName', () => {
  it('accepts only names of the stored pattern', () => {
    expect(contentTypeOfStoredName('0123456789abcdef0123456789abcdef.png')).toBe('image/png');
    expect(contentTypeOfStoredName('0123456789abcdef0123456789abcdef.jpg')).toBe('image/jpeg');
    for (const name of ['../secret.png', '..%2Fsecret.png', 'logo.png', '0123456789abcdef0123456789abcdef.html', '0123456789ABCDEF0123456789ABCDEF.png', '0123456789abcdef0123456789abcdef.png/x']) {
      expect(contentTypeOfStoredName(name)).toBeNull();
    }
  });
});
