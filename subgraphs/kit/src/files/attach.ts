import { ValidationFailure } from '../error-types.ts';
import type { DocumentInfo } from './documents.ts';
import type { FileService } from './service.ts';
import { fileKindOf, type FileKind } from './store.ts';
import { UploadReceiptRejected, type UploadInfo } from './upload-receipts.ts';

async function redeemed(
  files: FileService | null,
  receipt: string,
  userId: string,
  path: string,
  kinds: readonly FileKind[],
): Promise<{ key: string; info: UploadInfo }> {
  if (!files) throw new Error('This server was started without a file service');
  try {
    const upload = await files.receipts.redeem(receipt, userId);
    // A document's receipt never becomes a photo (public), nor a photo's a document.
    if (!kinds.includes(fileKindOf(upload.key)))
      throw new UploadReceiptRejected('UPLOAD_INVALID', 'Another kind of file');
    return upload;
  } catch (error) {
    if (error instanceof UploadReceiptRejected) throw new ValidationFailure([{ path, code: error.code }]);
    throw error;
  }
}

/**
 * What a mutation's image field asks for: the key of the caller's fresh image upload (a receipt), null to remove
 * the image, undefined to leave it. A receipt that is forged, expired, someone else's or names another kind of file
 * is a ValidationError on `path`.
 */
export async function attachedFileKey(
  files: FileService | null,
  receipt: string | null | undefined,
  userId: string,
  path: string,
): Promise<string | null | undefined> {
  if (receipt === undefined || receipt === null) return receipt;
  return (await redeemed(files, receipt, userId, path, ['images'])).key;
}

/** The caller's fresh document upload a receipt names, with its bytes and pages; see `attachedFileKey`. */
export async function attachedDocument(
  files: FileService | null,
  receipt: string,
  userId: string,
  path: string,
): Promise<{ key: string; info: DocumentInfo }> {
  const { key, info } = await redeemed(files, receipt, userId, path, ['documents']);
  return { key, info: { bytes: info.bytes ?? 0, pages: info.pages ?? 0 } };
}

/** The key and size of the caller's fresh gallery picture a receipt names; see `attachedFileKey`. */
export async function attachedPicture(
  files: FileService | null,
  receipt: string,
  userId: string,
  path: string,
): Promise<{ key: string; width: number; height: number }> {
  const { key, info } = await redeemed(files, receipt, userId, path, ['pictures']);
  return { key, width: info.width ?? 0, height: info.height ?? 0 };
}

/**
 * The caller's fresh private upload a receipt names — a document (PDF) or an archive (ZIP) — with its kind and size;
 * see `attachedFileKey`.
 */
export async function attachedPrivateFile(
  files: FileService | null,
  receipt: string,
  userId: string,
  path: string,
): Promise<{ key: string; kind: 'documents' | 'archives'; bytes: number }> {
  const { key, info } = await redeemed(files, receipt, userId, path, ['documents', 'archives']);
  return { key, kind: fileKindOf(key) as 'documents' | 'archives', bytes: info.bytes ?? 0 };
}
