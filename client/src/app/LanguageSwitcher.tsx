import { useIntl } from 'react-intl';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useLocation } from 'react-router';
import { useLocale } from './LocaleContext';
import { directionOf, LOCALES, switchLocalePath } from './locale';
import { languageMessages } from './messages';

function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

/** Same page, same query string, other language prefix. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();

  return (
    <MenuTrigger>
      <Button
        aria-label={intl.formatMessage(languageMessages.current, {
          language: intl.formatMessage(languageMessages[locale]),
        })}
        className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 transition hover:border-teal-600 hover:text-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 pressed:bg-slate-100"
      >
        <GlobeIcon />
        <span lang={locale}>{intl.formatMessage(languageMessages[locale])}</span>
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        <Menu aria-label={intl.formatMessage(languageMessages.switcherLabel)} className="outline-none">
          {LOCALES.map((target) => (
            <MenuItem
              key={target}
              id={target}
              href={switchLocalePath(location, target)}
              lang={target}
              dir={directionOf(target)}
              textValue={intl.formatMessage(languageMessages[target])}
              className="flex cursor-pointer items-center justify-between gap-4 rounded-lg px-3 py-2 text-start text-sm text-slate-700 outline-none focus:bg-teal-50 focus:text-teal-800 hovered:bg-slate-50"
            >
              {intl.formatMessage(languageMessages[target])}
              {target === locale ? (
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-4 text-teal-700"
                  fill="currentColor"
                >
                  <path d="M7.7 14.3 3.4 10l1.4-1.4 2.9 2.9 7.5-7.5 1.4 1.4z" />
                </svg>
              ) : null}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
