import { demoUuid } from '@platform/db/demo-ids';
import type { Prisma } from '@platform/db';
import { storePicture } from '@platform/subgraph-kit/files/images';
import type { FileService } from '@platform/subgraph-kit/files/service';
import type { GraphClient } from '@platform/subgraph-kit/graph-client';
import type { Identity } from '@platform/subgraph-kit/identity';
import sharp from 'sharp';
import { demoPortfolio, type DemoProject } from './demo-portfolio.data.ts';
import { foldStats, like } from './engagement.service.ts';
import { saveProject, setProjectVisibility } from './projects.service.ts';

const escape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A screen of a demo project, drawn: a browser window with its page, a dashboard, a phone or a chat, in the
 * project's colours, with its English title in the window's bar.
 */
export async function demoPicture(
  kind: DemoProject['screens'][number]['kind'],
  [accent, background]: DemoProject['palette'],
  title: string,
): Promise<Buffer> {
  const card = (x: number, y: number, w: number, h: number, fill = '#ffffff') =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${fill}" stroke="#e2e8f0"/>`;
  const lines = (x: number, y: number, widths: number[]) =>
    widths
      .map((w, i) => `<rect x="${x}" y="${y + i * 22}" width="${w}" height="10" rx="5" fill="#cbd5e1"/>`)
      .join('');
  const bars = (x: number, y: number) =>
    [120, 200, 160, 260, 210, 300, 240]
      .map(
        (h, i) =>
          `<rect x="${x + i * 56}" y="${y - h}" width="36" height="${h}" rx="6" fill="${accent}" opacity="${0.45 + i * 0.07}"/>`,
      )
      .join('');
  let body: string;
  if (kind === 'phone') {
    body = `<rect x="470" y="90" width="340" height="660" rx="44" fill="#0f172a"/>
      <rect x="488" y="120" width="304" height="600" rx="28" fill="${background}"/>
      <rect x="488" y="120" width="304" height="70" rx="28" fill="${accent}"/>
      ${card(508, 210, 264, 140)}${lines(528, 235, [200, 160, 120])}
      ${card(508, 370, 264, 140)}${lines(528, 395, [220, 140, 180])}
      <rect x="508" y="640" width="264" height="52" rx="26" fill="${accent}"/>`;
  } else if (kind === 'chat') {
    body = `${card(140, 150, 1000, 560)}
      <rect x="180" y="190" width="420" height="64" rx="20" fill="#e2e8f0"/>
      <rect x="680" y="280" width="420" height="96" rx="20" fill="${accent}" opacity="0.9"/>
      <rect x="180" y="402" width="520" height="64" rx="20" fill="#e2e8f0"/>
      <rect x="760" y="492" width="340" height="64" rx="20" fill="${accent}" opacity="0.9"/>
      <rect x="180" y="620" width="800" height="56" rx="28" fill="#f1f5f9" stroke="#cbd5e1"/>
      <circle cx="1050" cy="648" r="28" fill="${accent}"/>`;
  } else if (kind === 'dashboard') {
    body = `<rect x="40" y="130" width="220" height="630" rx="16" fill="#0f172a"/>
      ${lines(70, 170, [150, 120, 140, 110, 130])}
      ${card(290, 150, 300, 130)}${card(610, 150, 300, 130)}${card(930, 150, 300, 130)}
      <rect x="310" y="240" width="120" height="22" rx="8" fill="${accent}"/>
      <rect x="630" y="240" width="90" height="22" rx="8" fill="${accent}"/>
      <rect x="950" y="240" width="150" height="22" rx="8" fill="${accent}"/>
      ${card(290, 300, 620, 440)}${bars(340, 700)}
      ${card(930, 300, 300, 440)}${lines(960, 340, [220, 180, 240, 160, 200, 190, 230, 170])}`;
  } else {
    body = `<rect x="40" y="130" width="1200" height="250" rx="16" fill="${accent}"/>
      <rect x="90" y="200" width="520" height="34" rx="10" fill="#ffffff" opacity="0.95"/>
      <rect x="90" y="256" width="380" height="18" rx="9" fill="#ffffff" opacity="0.7"/>
      <rect x="90" y="310" width="180" height="44" rx="22" fill="#ffffff"/>
      ${[0, 1, 2, 3].map((i) => `${card(40 + i * 305, 410, 285, 340)}<rect x="${56 + i * 305}" y="426" width="253" height="170" rx="10" fill="${background}"/>${lines(60 + i * 305, 620, [200, 150, 90])}`).join('')}`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
    <rect width="1280" height="800" fill="${background}"/>
    <rect x="0" y="0" width="1280" height="96" fill="#ffffff"/>
    <circle cx="40" cy="48" r="9" fill="#f87171"/><circle cx="68" cy="48" r="9" fill="#fbbf24"/><circle cx="96" cy="48" r="9" fill="#34d399"/>
    <text x="140" y="58" font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="bold" fill="#0f172a">${escape(title)}</text>
    ${body}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Writes the demo portfolio as its owners do in the editor: the team's projects as the site's editors (an admin),
 * the collaborators' as each of them; every picture stored and received as an upload is, the team named by the
 * published demo profiles the graph finds, then published, and liked by the demo people who like it. A project
 * whose address exists is left as it is. Returns how many it wrote.
 */
export async function writeDemoPortfolio(
  prisma: Prisma,
  deps: { files: FileService; graph: GraphClient },
  editorId: string,
): Promise<number> {
  const profiles = new Map<string, string | null>();
  const profileId = async (key: string) => {
    if (!profiles.has(key)) {
      const { collaborator } = await deps.graph.query<{ collaborator: { id: string } | null }>(
        'query MarketplaceDemoTeam($slug: String!) { collaborator(slug: $slug) { id } }',
        { slug: key },
      );
      profiles.set(key, collaborator?.id ?? null);
    }
    return profiles.get(key)!;
  };
  let written = 0;
  for (const demo of demoPortfolio) {
    if (
      await prisma.portfolioProject.findUnique({ where: { slug: demo.project.slug }, select: { id: true } })
    )
      continue;
    const owner: Identity =
      demo.owner === 'team'
        ? { userId: editorId, sessionId: 'seed', roles: ['ADMIN'], registered: true }
        : {
            userId: demoUuid(`collaborator:${demo.owner}`),
            sessionId: 'seed',
            roles: ['COLLABORATOR'],
            registered: true,
          };
    const team = [];
    for (const [key, role] of demo.team) {
      const id = await profileId(key);
      if (id) team.push({ collaboratorId: id, role });
    }
    const pictures = [];
    for (const shown of demo.screens) {
      const stored = await storePicture(
        deps.files.store,
        await demoPicture(shown.kind, demo.palette, demo.words.en.title),
      );
      const upload = await deps.files.receipts.issue(owner.userId, stored.key, {
        width: stored.width,
        height: stored.height,
      });
      pictures.push({ upload, caption: shown.caption.fa });
    }
    const price = demo.project.priceRials;
    const project = await saveProject(prisma, deps, owner, null, {
      ...demo.project,
      // A project for sale is offered for one's own use at its price, and extended (with setup and a year's
      // support) at two and a half times it; a demo signs in with a demo account.
      offers:
        demo.project.forSale && price
          ? [
              {
                licence: 'SINGLE_USE',
                priceRials: price,
                includesSource: true,
                includesSetup: false,
                supportMonths: 3,
              },
              {
                licence: 'EXTENDED',
                priceRials: Math.round(price * 2.5),
                includesSource: true,
                includesSetup: true,
                supportMonths: 12,
              },
            ]
          : [],
      ...(demo.project.demoUrl?.includes('demo.karnama.ir')
        ? { demoUsername: 'demo', demoPassword: `${demo.project.slug}-demo` }
        : {}),
      pictures,
      team,
      words: (['fa', 'en', 'az'] as const).map((locale) => ({ locale, ...demo.words[locale] })),
    });
    await setProjectVisibility(prisma, owner, project.id, 'PUBLISHED');
    for (const key of demo.likedBy) await like(prisma, demoUuid(`collaborator:${key}`), project.id);
    written++;
  }
  if (written) await foldStats(prisma);
  return written;
}
