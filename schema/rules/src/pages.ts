/**
 * The client's pages, below the language (`/fa/…`), as React Router patterns: `:name` is any one segment. A test
 * of the client walks its route tree and checks it against this list; the gateway answers 404 for any other
 * address, so that search engines and link checkers see a missing page as missing (not a "soft 404") while the
 * client shows its not-found page.
 */
export const pagePaths = [
  '',
  'jobs',
  'jobs/:slug',
  'login',
  'error410',
  'panel',
  'panel/profile',
  'panel/api-keys',
  'panel/analytics',
  'panel/jobs',
  'panel/jobs/create',
  'panel/jobs/my-applications',
  'panel/jobs/:slug/edit',
  'panel/jobs/:slug/applications',
  'panel/echoBox',
  'panel/echoBox/new',
  'panel/echoBox/reports',
  'panel/echoBox/:conversationId',
  'panel/tests',
  'panel/tests/session/:sessionToken',
  'panel/tests/results/:sessionToken',
  'panel/orders',
  'panel/orders/:orderNumber',
  'panel/admin/orders',
  'panel/admin/certificates',
  'panel/admin/reports',
  'panel/admin/tests',
  'panel/admin/tests/:slug',
  'panel/admin/tests/:slug/settings',
  'talent-test',
  'talent-test/details/:slug',
  'certificates',
  'certificates/:code',
  'invitations/:token',
  'terms',
  'contact',
  'cooperation',
  'cooperation/status',
  'panel/admin/inbox',
  'panel/admin/feedback',
  'about',
  'about/config/:lang',
  'services',
  'services/development/:slug',
  'services/development/articles/:slug',
  'services/development/features/:slug',
  'services/development/config/:lang',
  'collaborators',
  'collaborators/:slug',
  'panel/collaborator',
  'panel/admin/collaborators',
  'panel/requests',
  'panel/resume',
  'panel/admin/resumes',
  'panel/talent-pool',
  'panel/admin/companies',
  // The page a résumé's PDF is printed from (with the download link's key); `noindex`.
  'resume/print',
  'portfolio',
  'portfolio/:slug',
  'panel/portfolio',
  'panel/portfolio/new',
  'panel/portfolio/:slug/edit',
  'panel/purchases',
  'panel/contracts',
  'panel/contracts/new',
  'panel/admin/portfolio',
] as const;

/**
 * The pages the sitemap lists (in every language) besides those a subgraph lists, such as a job's: the sign-in and
 * error pages say `noindex`, the panel is private, and the "coming soon" sections have nothing to index yet. The
 * content pages (about, services, …) are the content subgraph's to list, once they are published.
 */
export const indexedPagePaths = [
  '',
  'jobs',
  'talent-test',
  'certificates',
  'terms',
  'collaborators',
] as const satisfies readonly (typeof pagePaths)[number][];

const segments = (path: string) => path.split('/').filter(Boolean);
const patterns = pagePaths.map(segments);

/** Parameters whose values are known: a configuration page exists only in the product's languages. */
const knownValues: Record<string, (value: string) => boolean> = {
  ':lang': (value) => /^(fa|en|az)$/.test(value),
};

function matchesSegment(pattern: string, part: string): boolean {
  if (!pattern.startsWith(':')) return pattern.toLowerCase() === part.toLowerCase();
  return knownValues[pattern]?.(part) ?? true;
}

/**
 * Whether an address below the language (`/jobs/x`, `jobs/x/`) is one of the client's pages, as React Router
 * matches them: static segments in any case, a trailing slash allowed; a `:lang` parameter only a language's code.
 */
export function isPagePath(path: string): boolean {
  const parts = segments(path);
  return patterns.some(
    (pattern) => pattern.length === parts.length && pattern.every((p, i) => matchesSegment(p, parts[i]!)),
  );
}
