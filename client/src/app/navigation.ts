import type { MessageDescriptor } from 'react-intl';

/** The signed-in user as navigation entries' conditions see them. */
export interface NavigationViewer {
  roles: readonly string[];
  /** May hold API keys, as the server decides it: a registered admin, or a registered employer with a company. */
  partner: boolean;
}

interface NavigationEntry {
  /** The page, below the language's prefix (`/panel/orders`). */
  path: string;
  /** Where the entry stands among the other features' entries: lowest first. */
  order: number;
  /** Shown only to users for whom this holds; to every signed-in user without it. */
  when?: (viewer: NavigationViewer) => boolean;
}

/** A card on the panel's home page (the dashboard); its words are in the panel's catalogue. */
export interface PanelCard extends NavigationEntry {
  title: MessageDescriptor;
  hint: MessageDescriptor;
  /** The path data of the card's 24×24 stroked icon. */
  icon: string;
}

/** An entry of the signed-in account menu, between the dashboard and signing out; its words are the site's. */
export interface AccountMenuEntry extends NavigationEntry {
  id: string;
  label: MessageDescriptor;
  /** The entry shows the inbox's unread count, which the menu keeps current. */
  showsUnread?: true;
}

export const hasRole = (viewer: NavigationViewer, role: string) => viewer.roles.includes(role);

/** Entries of every feature in their order. */
export function inOrder<E extends NavigationEntry>(entries: readonly E[]): E[] {
  return [...entries].sort((a, b) => a.order - b.order);
}

/** The entries this user is shown. */
export function entriesFor<E extends NavigationEntry>(entries: readonly E[], viewer: NavigationViewer): E[] {
  return entries.filter((entry) => entry.when?.(viewer) ?? true);
}
