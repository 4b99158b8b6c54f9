import { useIntl } from 'react-intl';
import { toast } from '../../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { useHidePortfolioProjectMutation } from '../mutations/useHidePortfolioProjectMutation';
import { usePublishPortfolioProjectMutation } from '../mutations/usePublishPortfolioProjectMutation';
import { visibilityActionMessages as m } from './messages';

/** Publishes a project not in the portfolio, or hides one that is; the store then shows its new visibility. */
export function ProjectVisibilityButton({
  id,
  visibility,
  title,
}: {
  id: string;
  visibility: string | null | undefined;
  /** The project's title, for a button among several projects' own. */
  title?: string;
}) {
  const intl = useIntl();
  const [commitPublish, publishing] = usePublishPortfolioProjectMutation();
  const [commitHide, hiding] = useHidePortfolioProjectMutation();
  const failed = () => toast.error(intl.formatMessage(m.failed));
  const answered = (typename: string, done: string) => {
    if (typename.endsWith('Success')) toast.success(done);
    else if (typename === 'NotFoundError') toast.error(intl.formatMessage(m.notFound));
    else failed();
  };
  const named = (message: typeof m.hideProject) =>
    title === undefined ? {} : { 'aria-label': intl.formatMessage(message, { title }) };

  if (visibility === 'PUBLISHED') {
    const text = intl.formatMessage(m.hide);
    return (
      <button
        type="button"
        disabled={hiding}
        onClick={() =>
          commitHide({
            variables: { id },
            onCompleted: ({ hidePortfolioProject: r }) =>
              answered(r.__typename, intl.formatMessage(m.hidden)),
            onError: failed,
          })
        }
        className={secondaryButtonClass}
        {...named(m.hideProject)}
      >
        {text}
      </button>
    );
  }
  const text = intl.formatMessage(m.publish);
  return (
    <button
      type="button"
      disabled={publishing}
      onClick={() =>
        commitPublish({
          variables: { id },
          onCompleted: ({ publishPortfolioProject: r }) =>
            answered(r.__typename, intl.formatMessage(m.published)),
          onError: failed,
        })
      }
      className={primaryButtonClass}
      {...named(m.publishProject)}
    >
      {text}
    </button>
  );
}
