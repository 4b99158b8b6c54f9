import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocale } from './LocaleContext';
import { directionOf, switchLocalePath, type Locale } from './locale';

/** This page, with its query string, in another language: the link in that language's script and direction. */
export function LanguageLink({
  target,
  onClick,
  className,
  children,
}: {
  target: Locale;
  onClick: () => void;
  className: string;
  children: ReactNode;
}) {
  const locale = useLocale();
  const location = useLocation();
  return (
    <Link
      to={switchLocalePath(location, target)}
      lang={target}
      dir={directionOf(target)}
      hrefLang={target}
      aria-current={target === locale ? 'true' : undefined}
      onClick={onClick}
      className={className}
    >
      {children}
    </Link>
  );
}
