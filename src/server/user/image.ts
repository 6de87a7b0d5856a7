/**
 * Checks that a data URL's bytes really are an image of the declared type, by its signature
 * ("magic bytes"); the schema has already bounded the size.
 */
export function isRealImage(dataUrl: string): boolean {
  const match = /^data:(image\/(png|jpeg|webp|gif));base64,(.+)$/.exec(dataUrl);
  if (!match) return false;
  const bytes = Buffer.from(match[3] ?? '', 'base64');
  switch (match[2]) {
    case 'png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'gif':
      return ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'));
    case 'webp':
      return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
    default:
      return false;
  }
}
