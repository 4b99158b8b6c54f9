import { imageLimits } from '@platform/rules/files';
import { sendUpload, UploadError, type UploadOptions } from '../../shared/uploads/sendUpload';

export const UPLOAD_ENDPOINT = '/uploads/images';

/** What `POST /uploads/images` answers: a receipt for the mutation, and the stored copy's address. */
export interface UploadedImage {
  upload: string;
  url: string;
}

export { UploadError as ImageUploadError };

/** Uploads an image (see `sendUpload`): refused here at once when over the size limit. */
export function uploadImage(file: Blob, options: UploadOptions = {}): Promise<UploadedImage> {
  const isAnswer = (body: object) => 'upload' in body && 'url' in body;
  return sendUpload<UploadedImage>(
    UPLOAD_ENDPOINT,
    file,
    { maxBytes: imageLimits.maxBytes, isAnswer },
    options,
  );
}
