import type { MessageDescriptor } from 'react-intl';
import { navMessages } from './messages';

/** The site's sections, in the header's order: the bar on wide screens, the menu on narrow ones. */
export const SECTIONS: { path: string; label: MessageDescriptor }[] = [
  { path: '/', label: navMessages.home },
  { path: '/jobs', label: navMessages.jobs },
  { path: '/talent-test', label: navMessages.talentTests },
  { path: '/collaborators', label: navMessages.collaborators },
  { path: '/portfolio', label: navMessages.portfolio },
  { path: '/services', label: navMessages.services },
  { path: '/contact', label: navMessages.contact },
];

/** The home item is current only on the home page; the others also on the pages below them. */
export function isCurrentSection(pathname: string, target: string): boolean {
  if (pathname === target) return true;
  const isHome = target.split('/').length === 2;
  return !isHome && pathname.startsWith(`${target}/`);
}
