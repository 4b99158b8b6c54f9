import { acceptedImageTypes, imageLimits } from '@platform/rules/files';
import { portfolioLimits as L } from '@platform/rules/portfolio-limits';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { UploadError } from '../../../shared/uploads/sendUpload';
import { secondaryButtonClass } from '../../../ui/buttons';
import { controlProps, Field, fieldClass, legendClass, Problem, sectionClass } from './formParts';
import { galleryMessages as m, projectErrorMessages, uploadErrorMessages } from './messages';
import type { PictureValues } from './projectForm';
import { uploadPicture } from './uploadPicture';

/** A file on its way to the server: its name, a preview of it, and how much has been sent. */
interface Upload {
  key: string;
  name: string;
  preview: string;
  progress: number;
}

const megabytes = (intl: IntlShape) =>
  intl.formatNumber(imageLimits.maxBytes / (1024 * 1024), {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'long',
  });

function uploadErrorText(intl: IntlShape, code: string, name: string): string {
  switch (code) {
    case 'PAYLOAD_TOO_LARGE':
      return intl.formatMessage(uploadErrorMessages.PAYLOAD_TOO_LARGE, { name, size: megabytes(intl) });
    case 'IMAGE_DIMENSIONS_TOO_LARGE':
    case 'UNSUPPORTED_MEDIA_TYPE':
    case 'BAD_IMAGE':
      return intl.formatMessage(uploadErrorMessages[code], { name });
    case 'UNAUTHENTICATED':
    case 'INVALID_TOKEN':
      return intl.formatMessage(uploadErrorMessages.SIGNED_OUT, { name });
    default:
      return intl.formatMessage(uploadErrorMessages.FAILED, { name });
  }
}

let uploads = 0;

/**
 * The gallery: pictures are uploaded as soon as they are chosen, then captioned, put in order (the first is the
 * cover) and removed; the form sends them when it is saved. `update` takes a change of the pictures, since an
 * upload ends while others may have moved them.
 */
export function GalleryEditor({
  pictures,
  update,
  onUploadingChange,
  errorOf,
}: {
  pictures: readonly PictureValues[];
  update: (change: (pictures: PictureValues[]) => PictureValues[]) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** A problem's words for a field named as the rules name it (`pictures.0.caption`). */
  errorOf: (field: string) => string | undefined;
}) {
  const intl = useIntl();
  const id = useId();
  const [sending, setSending] = useState<Upload[]>([]);
  const [failures, setFailures] = useState<string[]>([]);
  const running = useRef(new Set<AbortController>());

  useEffect(() => {
    const controllers = running.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);
  useEffect(() => onUploadingChange(sending.length > 0), [sending.length, onUploadingChange]);

  async function send(file: File) {
    const key = `upload-${++uploads}`;
    const controller = new AbortController();
    running.current.add(controller);
    const preview = URL.createObjectURL(file);
    setSending((list) => [...list, { key, name: file.name, preview, progress: 0 }]);
    try {
      const uploaded = await uploadPicture(file, {
        signal: controller.signal,
        onProgress: (progress) =>
          setSending((list) => list.map((u) => (u.key === key ? { ...u, progress } : u))),
      });
      update((list) => [
        ...list,
        { key, file: null, upload: uploaded.upload, thumbUrl: uploaded.thumbUrl, caption: '' },
      ]);
    } catch (caught) {
      const code = caught instanceof UploadError ? caught.code : 'UNKNOWN';
      if (code !== 'ABORTED') setFailures((list) => [...list, uploadErrorText(intl, code, file.name)]);
    } finally {
      running.current.delete(controller);
      URL.revokeObjectURL(preview);
      setSending((list) => list.filter((u) => u.key !== key));
    }
  }

  function choose(files: FileList | null) {
    const room = L.pictures - pictures.length - sending.length;
    const chosen = [...(files ?? [])];
    setFailures(
      chosen.length > room
        ? [intl.formatMessage(projectErrorMessages.TOO_MANY_PICTURES, { max: intl.formatNumber(L.pictures) })]
        : [],
    );
    chosen.slice(0, Math.max(room, 0)).forEach((file) => void send(file));
  }

  const move = (from: number, to: number) =>
    update((list) => {
      const moved = [...list];
      const [picture] = moved.splice(from, 1);
      moved.splice(to, 0, picture!);
      return moved;
    });
  const caption = (key: string, text: string) =>
    update((list) => list.map((p) => (p.key === key ? { ...p, caption: text } : p)));
  const remove = (key: string) => update((list) => list.filter((p) => p.key !== key));
  const full = pictures.length + sending.length >= L.pictures;

  return (
    <fieldset className={sectionClass} aria-describedby={`${id}-hint`}>
      <legend className={legendClass}>{intl.formatMessage(m.gallery)}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {intl.formatMessage(m.hint, { max: intl.formatNumber(L.pictures), size: megabytes(intl) })}
      </p>
      {pictures.length > 0 ? (
        <ol className="grid gap-4 sm:grid-cols-2">
          {pictures.map((picture, i) => {
            const field = `pictures.${i}`;
            const problem = errorOf(field) ?? errorOf(`${field}.upload`) ?? errorOf(`${field}.file`);
            const captionError = errorOf(`${field}.caption`);
            const name = intl.formatMessage(m.picture, { number: intl.formatNumber(i + 1) });
            return (
              <li
                key={picture.key}
                aria-label={name}
                className="flex flex-col gap-2 rounded-xl border border-slate-100 bg-slate-50 p-3"
              >
                <div className="relative">
                  <img
                    src={picture.thumbUrl}
                    alt={picture.caption || name}
                    className="aspect-video w-full rounded-lg bg-slate-200 object-cover"
                  />
                  {i === 0 ? (
                    <span className="absolute start-2 top-2 rounded-md bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white">
                      {intl.formatMessage(m.cover)}
                    </span>
                  ) : null}
                </div>
                <Problem field={field} text={problem} />
                <Field field={`${field}.caption`} label={intl.formatMessage(m.caption)} error={captionError}>
                  <input
                    name={`${field}.caption`}
                    dir="auto"
                    value={picture.caption}
                    maxLength={L.captionMax}
                    onChange={(e) => caption(picture.key, e.target.value)}
                    className={fieldClass}
                    {...controlProps(`${field}.caption`, captionError)}
                  />
                </Field>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                    className={secondaryButtonClass}
                  >
                    {intl.formatMessage(m.earlier)}
                  </button>
                  <button
                    type="button"
                    disabled={i === pictures.length - 1}
                    onClick={() => move(i, i + 1)}
                    className={secondaryButtonClass}
                  >
                    {intl.formatMessage(m.later)}
                  </button>
                  <button type="button" onClick={() => remove(picture.key)} className={secondaryButtonClass}>
                    {intl.formatMessage(m.remove)}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {sending.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {sending.map((u) => (
            <li
              key={u.key}
              className="flex flex-col gap-2 rounded-xl border border-slate-100 bg-slate-50 p-3"
            >
              <img
                src={u.preview}
                alt={u.name}
                className="aspect-video w-full rounded-lg object-cover opacity-60"
              />
              <label className="flex flex-col gap-1 text-xs text-slate-600">
                {intl.formatMessage(m.uploading)}
                <progress value={u.progress} max={1} className="w-full accent-teal-700" />
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col items-start gap-2">
        <label
          className={`${secondaryButtonClass} cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600`}
        >
          {intl.formatMessage(m.add)}
          <input
            type="file"
            name="pictures"
            multiple
            accept={acceptedImageTypes.join(',')}
            disabled={full}
            onChange={(e) => {
              choose(e.target.files);
              e.target.value = '';
            }}
            className="sr-only"
          />
        </label>
        <div role="alert" className="space-y-1 text-sm font-medium text-red-700 empty:hidden">
          {failures.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
        <Problem field="pictures" text={errorOf('pictures')} />
      </div>
    </fieldset>
  );
}
