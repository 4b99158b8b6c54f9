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
 * Each given file redeemed in order, at its own path (`input.{field}.{n}.upload`), so that a receipt that does not
 * count is a ValidationError naming it.
 */
async function redeemEach<T>(
  given: GivenFileInput[] | null | undefined,
  field: string,
  redeem: (file: GivenFileInput, path: string) => Promise<T>,
): Promise<T[]> {
  const stored: T[] = [];
  for (const [n, file] of (given ?? []).entries())
    stored.push(await redeem(file, `input.${field}.${n}.upload`));
  return stored;
}

/**
 * The PDFs a party gives with a step (a dispute's evidence, its answer): each the viewer's own fresh upload (a
 * receipt), redeemed once the step is theirs to take, inside its transaction; one that is not is a ValidationError
 * on `input.{field}.{n}.upload`.
 */
export const givenDocuments = (
  files: FileService | null,
  viewer: Identity,
  given: GivenFileInput[] | null | undefined,
  field = 'evidence',
): Promise<GivenFile[]> =>
  redeemEach(given, field, async (file, path) => {
    const { key, info } = await attachedDocument(files, file.upload, viewer.userId, path);
    return { key, name: documentFileName(file.name), ...info };
  });

/** As `givenDocuments`, taking ZIPs (`/uploads/archives`) as well as PDFs: a delivery's files. */
export const givenDocumentsAndArchives = (
  files: FileService | null,
  viewer: Identity,
  given: GivenFileInput[] | null | undefined,
  field: string,
): Promise<Omit<GivenFile, 'pages'>[]> =>
  redeemEach(given, field, async (file, path) => {
    const { key, kind, bytes } = await attachedPrivateFile(files, file.upload, viewer.userId, path);
    return { key, bytes, name: keptFileName(file.name, kind === 'archives' ? 'zip' : 'pdf') };
  });
