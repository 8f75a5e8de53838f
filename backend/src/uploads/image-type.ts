// What an uploaded file really is, judged by its first bytes, never by its name or the
// content type the client claimed.

export type ImageType = { extension: 'png' | 'jpg'; contentType: 'image/png' | 'image/jpeg' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

function startsWith(bytes: Uint8Array, expected: number[], offset = 0): boolean {
  return bytes.length >= offset + expected.length && expected.every((byte, i) => bytes[offset + i] === byte);
}

/** PNG (signature, then the IHDR chunk every PNG must open with) or JPEG (SOI, then a marker); else null. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, IHDR, 12)) return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes.length >= 4 && bytes[3] >= 0xc0 && bytes[3] !== 0xff) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  return null;
}

/** Stored names are ours alone: 32 random hex digits and the sniffed extension. */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;

export function contentTypeOfStoredName(name: string): ImageType['contentType'] | null {
  const match = STORED_NAME.exec(name);
  if (!match) return null;
  return match[1] === 'png' ? 'image/png' : 'image/jpeg';
}
