import { documentFileName, keptFileName } from '@platform/rules/files';
import { attachedDocument, attachedPrivateFile } from '@platform/subgraph-kit/files/attach';
import type { FileService } from '@platform/subgraph-kit/files/service';
import type { Identity } from '@platform/subgraph-kit/identity';

/** A private file given with a step: the receipt of the giver's upload and the name of the file it came from. */
export interface GivenFileInput {
  upload: string;
  name: string;
}

/** A given file once redeemed: the file store's key, the name it is downloaded under, its size and pages. */
export interface GivenFile {
  key: string;
  name: string;
  bytes: number;
  pages: number;
}

/**
 * The PDFs a party gives with a step (a dispute's evidence, its answer): each the viewer's own fresh upload (a
 * receipt), redeemed once the step is theirs to take, inside its transaction; one that is not is a ValidationError
 * on `input.{field}.{n}.upload`.
 */
export async function givenDocuments(
  files: FileService | null,
  viewer: Identity,
  given: GivenFileInput[] | null | undefined,
  field = 'evidence',
): Promise<GivenFile[]> {
  const stored: GivenFile[] = [];
  for (const [n, file] of (given ?? []).entries()) {
    const path = `input.${field}.${n}.upload`;
    const { key, info } = await attachedDocument(files, file.upload, viewer.userId, path);
    stored.push({ key, name: documentFileName(file.name), ...info });
  }
  return stored;
}

/** As `givenDocuments`, taking ZIPs (`/uploads/archives`) as well as PDFs: a delivery's files. */
export async function givenDocumentsAndArchives(
  files: FileService | null,
  viewer: Identity,
  given: GivenFileInput[] | null | undefined,
  field: string,
): Promise<Omit<GivenFile, 'pages'>[]> {
  const stored = [];
  for (const [n, file] of (given ?? []).entries()) {
    const path = `input.${field}.${n}.upload`;
    const { key, kind, bytes } = await attachedPrivateFile(files, file.upload, viewer.userId, path);
    stored.push({ key, bytes, name: keptFileName(file.name, kind === 'archives' ? 'zip' : 'pdf') });
  }
  return stored;
}
