import { acceptedImageTypes, imageLimits } from '@platform/rules/files';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button, FileTrigger, ProgressBar } from 'react-aria-components';
import { imageErrorMessages, imageMessages } from '../messages';
import { ImageUploadError, uploadImage } from '../uploadImage';
import { Avatar } from '../../../ui/Avatar';

/** What the form will ask for when saved: nothing, the new upload's receipt, or removal. */
export type ImageChoice =
  { kind: 'unchanged' } | { kind: 'uploaded'; upload: string; url: string } | { kind: 'removed' };

/** The mutation's value for a choice: a receipt, null to remove, or undefined to leave the image. */
export function imageInput(choice: ImageChoice): string | null | undefined {
  if (choice.kind === 'uploaded') return choice.upload;
  return choice.kind === 'removed' ? null : undefined;
}

const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-teal-600 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-wait disabled:opacity-60';

const megabytes = (intl: IntlShape) =>
  intl.formatNumber(imageLimits.maxBytes / (1024 * 1024), {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'long',
  });

function uploadErrorText(intl: IntlShape, code: string): string {
  switch (code) {
    case 'PAYLOAD_TOO_LARGE':
      return intl.formatMessage(imageErrorMessages.PAYLOAD_TOO_LARGE, { size: megabytes(intl) });
    case 'IMAGE_DIMENSIONS_TOO_LARGE':
    case 'UNSUPPORTED_MEDIA_TYPE':
    case 'BAD_IMAGE':
    case 'FORBIDDEN':
      return intl.formatMessage(imageErrorMessages[code]);
    case 'UNAUTHENTICATED':
    case 'INVALID_TOKEN':
      return intl.formatMessage(imageErrorMessages.SIGNED_OUT);
    default:
      return intl.formatMessage(imageErrorMessages.FAILED);
  }
}

/**
 * Picks an image and uploads it at once, with progress; the form attaches it (or removes the saved one) when it is
 * saved. The preview shows the chosen file while it uploads, then the stored copy.
 */
export function ImagePicker({
  label,
  name,
  savedUrl,
  choice,
  onChoice,
  onUploadingChange,
  error,
  shape = 'circle',
  orientation = 'horizontal',
}: {
  label: string;
  /** Whose image: its initials stand in when there is none. */
  name: string;
  savedUrl: string | null;
  choice: ImageChoice;
  onChoice: (choice: ImageChoice) => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** The server's problem with the choice, already in the user's language. */
  error?: string | undefined;
  shape?: 'circle' | 'square';
  orientation?: 'horizontal' | 'vertical';
}) {
  const intl = useIntl();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);

  useEffect(() => () => running.current?.abort(), []);

  const shownUrl =
    localPreview ?? (choice.kind === 'uploaded' ? choice.url : choice.kind === 'removed' ? null : savedUrl);
  const uploading = progress !== null;

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const preview = URL.createObjectURL(file);
    setUploadError(null);
    setLocalPreview(preview);
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const uploaded = await uploadImage(file, { onProgress: setProgress, signal: controller.signal });
      onChoice({ kind: 'uploaded', ...uploaded });
    } catch (caught) {
      const code = caught instanceof ImageUploadError ? caught.code : 'UNKNOWN';
      if (code !== 'ABORTED') setUploadError(code);
    } finally {
      URL.revokeObjectURL(preview);
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
        setLocalPreview(null);
        onUploadingChange?.(false);
      }
    }
  }

  function remove() {
    setUploadError(null);
    onChoice(choice.kind === 'uploaded' && savedUrl === null ? { kind: 'unchanged' } : { kind: 'removed' });
    // The remove button goes away with the image; keep the keyboard where it can act.
    chooseButton.current?.focus();
  }

  const problem = uploadError ? uploadErrorText(intl, uploadError) : error;
  const status =
    choice.kind === 'uploaded'
      ? intl.formatMessage(imageMessages.ready)
      : choice.kind === 'removed' && savedUrl
        ? intl.formatMessage(imageMessages.willRemove)
        : null;
  const vertical = orientation === 'vertical';

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
      className={`flex gap-4 ${vertical ? 'flex-col items-center text-center' : 'flex-wrap items-start'}`}
    >
      <span
        id={`${id}-label`}
        className={`text-sm font-semibold text-slate-800 ${vertical ? '' : 'basis-full'}`}
      >
        {label}
      </span>
      <Avatar name={name} url={shownUrl} size="lg" shape={shape} />
      <div
        className={`flex min-w-0 flex-col gap-2 ${vertical ? 'max-w-60 items-center' : 'flex-1 items-start'}`}
      >
        <div className={`flex flex-wrap gap-2 ${vertical ? 'justify-center' : ''}`}>
          <FileTrigger acceptedFileTypes={[...acceptedImageTypes]} onSelect={(files) => void choose(files)}>
            <Button ref={chooseButton} isDisabled={uploading} className={secondaryButtonClass}>
              {intl.formatMessage(shownUrl ? imageMessages.change : imageMessages.choose)}
            </Button>
          </FileTrigger>
          {shownUrl && !uploading ? (
            <Button onPress={remove} className={secondaryButtonClass}>
              {intl.formatMessage(imageMessages.remove)}
            </Button>
          ) : null}
        </div>
        {uploading ? (
          <ProgressBar
            value={Math.round(progress * 100)}
            aria-label={intl.formatMessage(imageMessages.uploading)}
            className="flex w-full max-w-56 flex-col gap-1"
          >
            {({ percentage, valueText }) => (
              <>
                <span className="flex justify-between gap-2 text-xs text-slate-600">
                  <span>{intl.formatMessage(imageMessages.uploading)}</span>
                  <span>{valueText}</span>
                </span>
                <span className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
                  <span
                    className="block h-full rounded-full bg-teal-600 transition-[width]"
                    style={{ width: `${percentage ?? 0}%` }}
                  />
                </span>
              </>
            )}
          </ProgressBar>
        ) : null}
        <p role="status" className="text-sm text-teal-800 empty:hidden">
          {status}
        </p>
        <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {problem}
        </p>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {intl.formatMessage(imageMessages.hint, {
            size: megabytes(intl),
            side: intl.formatNumber(imageLimits.maxSide),
          })}
        </p>
      </div>
    </div>
  );
}
