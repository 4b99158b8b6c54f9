import { currencyLabel } from '@platform/rules/money';
import { portfolioLicences, type PortfolioLicence } from '@platform/rules/portfolio-limits';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../app/LocaleContext';
import { licenceMessages } from '../messages';
import {
  CheckboxField,
  controlProps,
  Field,
  fieldClass,
  legendClass,
  Problem,
  sectionClass,
} from './formParts';
import { offersMessages as m } from './messages';
import type { OfferValues } from './projectForm';

/**
 * How a project for sale is sold: under each licence, offered or not, its price in the reader's currency, and what
 * comes with it. Problems are named by an offer's place among those offered (`offers.0.priceRials`).
 */
export function OffersEditor({
  offers,
  onChange,
  errorOf,
}: {
  offers: Record<PortfolioLicence, OfferValues>;
  onChange: (offers: Record<PortfolioLicence, OfferValues>) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const offered = portfolioLicences.filter((licence) => offers[licence].offered);
  const set = (licence: PortfolioLicence, change: Partial<OfferValues>) =>
    onChange({ ...offers, [licence]: { ...offers[licence], ...change } });
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>{intl.formatMessage(m.offers)}</legend>
      <p className="text-sm text-slate-600">{intl.formatMessage(m.offersHint)}</p>
      {portfolioLicences.map((licence) => {
        const offer = offers[licence];
        const at = offered.indexOf(licence);
        const problem = (key: string) => (at < 0 ? undefined : errorOf(`offers.${at}.${key}`));
        const field = (key: string) => `offers.${licence}.${key}`;
        return (
          <div key={licence} className="space-y-3 rounded-xl border border-slate-200 p-4">
            <CheckboxField
              field={field('offered')}
              label={intl.formatMessage(licenceMessages[licence])}
              checked={offer.offered}
              onChange={(checked) => set(licence, { offered: checked })}
            />
            {offer.offered ? (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  field={field('price')}
                  label={intl.formatMessage(m.price, { currency: currencyLabel[locale] })}
                  error={problem('priceRials')}
                >
                  <input
                    inputMode="numeric"
                    dir="ltr"
                    value={offer.price}
                    onChange={(e) => set(licence, { price: e.target.value })}
                    className={`${fieldClass} text-start`}
                    {...controlProps(field('price'), problem('priceRials'))}
                  />
                </Field>
                <Field
                  field={field('support')}
                  label={intl.formatMessage(m.supportMonths)}
                  error={problem('supportMonths')}
                >
                  <input
                    inputMode="numeric"
                    dir="ltr"
                    value={offer.supportMonths}
                    onChange={(e) => set(licence, { supportMonths: e.target.value })}
                    className={`${fieldClass} text-start`}
                    {...controlProps(field('support'), problem('supportMonths'))}
                  />
                </Field>
                <CheckboxField
                  field={field('source')}
                  label={intl.formatMessage(m.includesSource)}
                  checked={offer.includesSource}
                  onChange={(checked) => set(licence, { includesSource: checked })}
                />
                <CheckboxField
                  field={field('setup')}
                  label={intl.formatMessage(m.includesSetup)}
                  checked={offer.includesSetup}
                  onChange={(checked) => set(licence, { includesSetup: checked })}
                />
              </div>
            ) : null}
          </div>
        );
      })}
      <Problem field="offers" text={errorOf('offers')} />
    </fieldset>
  );
}
