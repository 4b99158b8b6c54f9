import { imageLimits } from '@platform/rules/files';
import { sendUpload, type UploadOptions } from '../../../shared/uploads/sendUpload';

export const PICTURE_UPLOAD_ENDPOINT = '/uploads/pictures';

/** What `POST /uploads/pictures` answers: a receipt for `savePortfolioProject`, and the stored copies. */
export interface UploadedPicture {
  upload: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/** Uploads a gallery's picture (see `sendUpload`): refused here at once when over the size limit. */
export function uploadPicture(file: Blob, options: UploadOptions = {}): Promise<UploadedPicture> {
  const isAnswer = (body: object) => 'upload' in body && 'thumbUrl' in body;
  return sendUpload<UploadedPicture>(
    PICTURE_UPLOAD_ENDPOINT,
    file,
    { maxBytes: imageLimits.maxBytes, isAnswer },
    options,
  );
}
