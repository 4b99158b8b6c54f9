import type { RouteObject } from 'react-router';
import type { Locale } from './locale';
import type { AccountMenuEntry, PanelCard } from './navigation';

/**
 * What a client feature (`features/<feature>/feature.ts`) brings to the app: its pages and its navigation.
 * `routes.tsx` puts every feature's in place, so a new feature touches only its own folder and that list.
 */
export interface Feature {
  name: string;
  /** Pages below the language's prefix (`/fa/jobs`). */
  pages?: (locale: Locale) => RouteObject[];
  /** Pages of the signed-in area, below `/fa/panel`. */
  panelPages?: (locale: Locale) => RouteObject[];
  /** Cards on the panel's home page. */
  panelCards?: PanelCard[];
  /** Entries of the signed-in account menu. */
  accountMenu?: AccountMenuEntry[];
}
