import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { toast } from '../../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { FormTextField } from '../../../ui/FormTextField';
import { newApiKeyMessages } from '../messages';

export interface NewApiKey {
  name: string;
  secret: string;
}

/** The only time a key's secret is seen: with a way to copy it and a plain warning that it will not return. */
export function NewApiKeySecret({ created, onDone }: { created: NewApiKey; onDone: () => void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
      toast.success(intl.formatMessage(newApiKeyMessages.copiedToast));
    } catch {
      toast.error(intl.formatMessage(newApiKeyMessages.copyFailed));
    }
  }

  return (
    <section
      aria-labelledby="api-keys-new"
      className="space-y-4 rounded-2xl border-2 border-amber-300 bg-amber-50 p-6 shadow-sm"
    >
      <h2 id="api-keys-new" className="text-xl font-bold text-slate-900">
        {intl.formatMessage(newApiKeyMessages.title, { name: created.name })}
      </h2>
      <p role="alert" className="font-medium text-amber-900">
        {intl.formatMessage(newApiKeyMessages.warning)}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <FormTextField
            name="secret"
            label={intl.formatMessage(newApiKeyMessages.secretLabel)}
            value={created.secret}
            onChange={() => {}}
            isReadOnly
            monospace
            dir="ltr"
          />
        </div>
        <Button onPress={() => void copy()} className={`${secondaryButtonClass} py-2.5`}>
          {intl.formatMessage(copied ? newApiKeyMessages.copied : newApiKeyMessages.copy)}
        </Button>
      </div>
      <Button onPress={onDone} className={primaryButtonClass}>
        {intl.formatMessage(newApiKeyMessages.done)}
      </Button>
    </section>
  );
}
