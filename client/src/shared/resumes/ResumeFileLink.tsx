import { useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ResumeFileLink_file$key } from '../../__generated__/ResumeFileLink_file.graphql';
import { resumeFileMessages as m } from './messages';

/**
 * A file's size in the reader's digits: kilobytes under a megabyte, else megabytes with one decimal. Persian names
 * the unit in words (its short form is the Latin "kB", foreign in a right-to-left line).
 */
export function fileSize(intl: IntlShape, bytes: number): string {
  const mega = bytes >= 1024 * 1024;
  return intl.formatNumber(mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)), {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    unitDisplay: intl.locale.startsWith('fa') ? 'long' : 'short',
    maximumFractionDigits: mega ? 1 : 0,
  });
}

/**
 * A résumé's uploaded PDF: its name, pages, size and date, and the link that downloads it (made for this reader,
 * minutes long). Shown to its owner, the employers it was sent to and admins.
 */
export function ResumeFileLink({ file: key }: { file: ResumeFileLink_file$key }) {
  const intl = useIntl();
  const file = useFragment(
    graphql`
      fragment ResumeFileLink_file on ResumeFile {
        name
        bytes
        pages
        uploadedAt
        downloadPath
      }
    `,
    key,
  );
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1" data-resume-file>
      <a
        href={file.downloadPath}
        download={file.name}
        aria-label={intl.formatMessage(m.download, { name: file.name })}
        className="inline-flex items-center gap-2 font-semibold text-teal-800 hover:underline"
      >
        <span aria-hidden="true" className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-bold text-red-800">
          {intl.formatMessage(m.badge)}
        </span>
        {/* A name in Latin letters on a Persian page keeps its own direction. */}
        <bdi>{file.name}</bdi>
      </a>
      <span className="text-sm text-slate-500">
        {intl.formatMessage(m.details, {
          pages: file.pages,
          size: fileSize(intl, file.bytes),
          date: intl.formatDate(file.uploadedAt, { dateStyle: 'medium' }),
        })}
      </span>
    </div>
  );
}
