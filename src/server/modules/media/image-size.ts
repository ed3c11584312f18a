// Width and height of a PNG, GIF or JPEG from its first bytes: the three image types the spec
// allows, read from their headers (PNG IHDR, GIF logical screen, JPEG start-of-frame marker), so no
// image library is needed. null when the header is not where the format puts it.
export interface ImageSize {
  width: number;
  height: number;
}

function jpegSize(b: Buffer): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    // SOF0-SOF15 carry the frame size, except DHT (c4), JPG (c8) and DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

export function imageSize(head: Buffer, contentType: string): ImageSize | null {
  let size: ImageSize | null = null;
  if (contentType === 'image/png' && head.length >= 24 && head.toString('latin1', 12, 16) === 'IHDR') {
    size = { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  } else if (contentType === 'image/gif' && head.length >= 10) {
    size = { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
  } else if (contentType === 'image/jpeg') {
    size = jpegSize(head);
  }
  return size && size.width > 0 && size.height > 0 ? size : null;
}
