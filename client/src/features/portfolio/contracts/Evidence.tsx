import { contractLimits as C } from '@platform/rules/contracts-limits';
import type React from 'react';
import { useIntl } from 'react-intl';
import { evidenceMessages as m } from './messages';
import { PrivateFilesPicker } from '../PrivateFilesPicker';

export type { UploadedFile as UploadedEvidence } from '../PrivateFilesPicker';

/** PDFs given as evidence with a dispute or its answer: at most a few. */
export function EvidencePicker(
  props: Pick<
    React.ComponentProps<typeof PrivateFilesPicker>,
    'files' | 'onChange' | 'onUploading' | 'disabled'
  >,
) {
  const intl = useIntl();
  return (
    <PrivateFilesPicker
      {...props}
      max={C.evidenceMax}
      addLabel={intl.formatMessage(m.add, { max: intl.formatNumber(C.evidenceMax) })}
      chosenLabel={intl.formatMessage(m.chosen)}
    />
  );
}

/** A PDF given as evidence, as the milestone's fragment reads it. */
export interface GivenEvidence {
  readonly name: string;
  readonly pages: number;
  readonly byRole: string | null | undefined;
  readonly downloadPath: string;
}

/**
 * The PDFs given as evidence on a milestone's dispute: who gave each, its pages, and its private link. Read in the
 * milestone's own fragment (a fragment of its own would nest the contracts' page a level too deep).
 */
export function EvidenceList({ evidence }: { evidence: readonly GivenEvidence[] }) {
  const intl = useIntl();
  if (evidence.length === 0) return null;
  return (
    <ul className="space-y-1" aria-label={intl.formatMessage(m.heading)}>
      {evidence.map((f) => (
        <li key={f.downloadPath} className="flex flex-wrap items-center gap-x-3">
          <a
            href={f.downloadPath}
            download={f.name}
            className="inline-flex items-center gap-2 font-semibold text-teal-800 hover:underline"
          >
            <span
              aria-hidden="true"
              className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-bold text-red-800"
            >
              {intl.formatMessage(m.badge)}
            </span>
            <bdi>{f.name}</bdi>
          </a>
          <span className="text-slate-700">
            {intl.formatMessage(m.details, {
              side: intl.formatMessage(f.byRole === 'CLIENT' ? m.byClient : m.byCollaborator),
              pages: f.pages,
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
