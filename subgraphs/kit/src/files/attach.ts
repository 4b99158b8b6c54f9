import { ValidationFailure } from '../error-types.ts';
import type { FileService } from './service.ts';
import { UploadReceiptRejected } from './upload-receipts.ts';

/**
 * What a mutation's upload field asks for: the key of the caller's fresh upload (a receipt), null to remove the
 * file, undefined to leave it. A receipt that is forged, expired or someone else's is a ValidationError on `path`.
 */
export async function attachedFileKey(
  files: FileService | null,
  receipt: string | null | undefined,
  userId: string,
  path: string,
): Promise<string | null | undefined> {
  if (receipt === undefined || receipt === null) return receipt;
  if (!files) throw new Error('This server was started without a file service');
  try {
    return await files.receipts.redeem(receipt, userId);
  } catch (error) {
    if (error instanceof UploadReceiptRejected) throw new ValidationFailure([{ path, code: error.code }]);
    throw error;
  }
}
