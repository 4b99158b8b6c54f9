import yazl from 'yazl';

/**
 * A small ZIP for tests: the given files (name → text), compressed. `climb` renames its first entry to climb out
 * of the folder it is unpacked into, `encrypted` marks its entries as protected by a password, as hostile or
 * careless archives do.
 */
export async function testZip(
  files: Record<string, string> = { 'README.md': '# Shop\n', 'src/index.ts': 'export {};\n' },
  hostile: { climb?: boolean; encrypted?: boolean } = {},
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const names = Object.keys(files);
  for (const name of names) {
    if (name.endsWith('/')) zip.addEmptyDirectory(name, { mtime: new Date(2026, 0, 1) });
    else zip.addBuffer(Buffer.from(files[name]!), name, { mtime: new Date(2026, 0, 1) });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  let bytes = Buffer.concat(chunks);
  if (hostile.climb) {
    // Same length, so every offset in the directory stays right: `aa/` becomes `../` in both headers.
    const first = names[0]!;
    bytes = Buffer.from(bytes.toString('latin1').replaceAll(first, `../${first.slice(3)}`), 'latin1');
  }
  if (hostile.encrypted) {
    // Bit 0 of the general purpose flag, in the central directory's headers (`PK\x01\x02`, flag at +8).
    for (
      let at = bytes.indexOf('PK\x01\x02', 0, 'latin1');
      at >= 0;
      at = bytes.indexOf('PK\x01\x02', at + 4, 'latin1')
    )
      bytes.writeUInt16LE(bytes.readUInt16LE(at + 8) | 1, at + 8);
  }
  return bytes;
}

/** A ZIP whose one entry inflates from a little to `unpacked` bytes of zeros. */
export async function expandingZip(unpacked: number): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.alloc(unpacked), 'zeros.bin', { mtime: new Date(2026, 0, 1) });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
