import { useIntl } from 'react-intl';
import { layoutMessages } from './messages';

export function PageSpinner() {
  const intl = useIntl();
  return (
    <div role="status" className="flex justify-center py-24">
      <span className="size-8 animate-spin rounded-full border-4 border-teal-100 border-t-teal-700" />
      <span className="sr-only">{intl.formatMessage(layoutMessages.loading)}</span>
    </div>
  );
}
