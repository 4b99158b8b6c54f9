import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  ApplyShortcut_job$data,
  ApplyShortcut_job$key,
} from '../../../__generated__/ApplyShortcut_job.graphql';
import { directionOf } from '../../../app/locale';
import { primaryButtonClass } from '../../../ui/buttons';
import { useInView } from '../../../ui/useInView';
import { applyAvailability } from '../applyAvailability';
import { applyMessages } from '../messages';
import type { ApplyPanel } from '../useApplyPanel';

const applyShortcutFragment = graphql`
  fragment ApplyShortcut_job on Job {
    title
    language
    status
    isExpired
    permanent
    viewerApplication {
      status
    }
  }
`;

/** The shortcuts are offered while the job takes an application from this reader and none has been sent. */
function offered(data: ApplyShortcut_job$data, panel: ApplyPanel) {
  const availability = applyAvailability({
    status: data.status,
    isExpired: data.isExpired,
    permanent: data.permanent,
    applied: data.viewerApplication !== null && data.viewerApplication !== undefined,
  });
  return availability === 'open' && panel.stage !== 'sent';
}

/**
 * "Apply now" near the top of the job page on narrow screens, where the apply panel comes after the whole ad:
 * it opens the form there and brings it, focused, to the reader. Wide screens show the panel beside the ad.
 */
export function ApplyShortcut({
  job,
  panel,
  attach,
}: {
  job: ApplyShortcut_job$key;
  panel: ApplyPanel;
  /** Receives the button, which the bar watches. */
  attach: (element: HTMLElement | null) => void;
}) {
  const intl = useIntl();
  const data = useFragment(applyShortcutFragment, job);
  if (!offered(data, panel)) return null;
  return (
    <button
      ref={attach}
      type="button"
      onClick={panel.openForm}
      className={`${primaryButtonClass} mt-5 w-full sm:w-auto lg:hidden`}
    >
      {intl.formatMessage(applyMessages.applyNow)}
    </button>
  );
}

// What covers the page's edges on a phone: the sticky header above, this bar below.
const UNCOVERED = '-72px 0px -88px 0px';

/**
 * On narrow screens, a bar held at the bottom of the view with the job's title and "Apply now", while neither
 * the shortcut at the top nor the apply panel is in sight. It sits at the end of the ad (sticky, not fixed), so
 * it never covers the footer.
 */
export function ApplyBar({
  job,
  panel,
  standAsideFor,
}: {
  job: ApplyShortcut_job$key;
  panel: ApplyPanel;
  /** The apply panel and the shortcut at the top: while either is in sight, the bar is not needed. */
  standAsideFor: [HTMLElement | null, HTMLElement | null];
}) {
  const intl = useIntl();
  const data = useFragment(applyShortcutFragment, job);
  const panelInView = useInView(standAsideFor[0], UNCOVERED);
  const topInView = useInView(standAsideFor[1], UNCOVERED);
  if (!offered(data, panel)) return null;
  const shown = !panelInView && !topInView;
  return (
    <div
      id="apply-bar"
      className={`sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.06)] backdrop-blur transition sm:-mx-6 sm:px-6 lg:hidden ${shown ? '' : 'invisible translate-y-full opacity-0'}`}
    >
      <div className="flex items-center gap-3">
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800">
          <bdi lang={data.language} dir={directionOf(data.language)}>
            {data.title}
          </bdi>
        </p>
        <button type="button" onClick={panel.openForm} className={`${primaryButtonClass} shrink-0`}>
          {intl.formatMessage(applyMessages.applyNow)}
        </button>
      </div>
    </div>
  );
}
