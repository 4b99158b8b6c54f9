import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { storeDocument } from '@platform/subgraph-kit/files/documents';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { testPdf } from '@platform/subgraph-kit/testing/documents';
import { describe, expect, it } from 'vitest';
import { collaboratorsTests, testSettings } from '../collaborators.testing.ts';
import type { CollaboratorsSettings } from '../../env.ts';
import { resumePdfs } from './resumes.routes.ts';

const t = collaboratorsTests();

type Payload<D = unknown> = {
  __typename: string;
  code?: string;
  fields?: { path: string; code: string }[];
  data?: D;
};
const outcome = `__typename ... on BaseError { code } ... on ValidationError { fields { path code } }`;
const documentFields = `locale identityWithheld fullName headline email phone place summary
  experience { title organization start end description } education { school degree start end }
  skills languages { name level } projects { title url } links { label url }
  certificates { code path testTitle scoreBand }`;
const save = `mutation ($input: SaveResumeInput!) { saveResume(input: $input) {
  ${outcome} ... on MutationSaveResumeSuccess { data { id locales } } } }`;
const mine = `query ($locale: String!) { myResume { locales document(locale: $locale) { ${documentFields} }
  pdfPath(locale: $locale) } }`;
const snapshot = `mutation ($locale: String!) { snapshotMyResume(locale: $locale) {
  ${outcome} ... on MutationSnapshotMyResumeSuccess { data { id identityWithheld
    document { ${documentFields} } } } } }`;

const document = (more: Record<string, unknown> = {}) => ({
  fullName: 'سارا احمدی',
  headline: 'توسعه‌دهندهٔ ارشد فرانت‌اند',
  email: 'Sara@Example.com',
  phone: '+98 912 123 4567',
  place: 'تهران',
  summary: 'هشت سال ساختن رابط‌های راست‌به‌چپ.',
  experience: [
    {
      title: 'توسعه‌دهندهٔ ارشد',
      organization: 'دیجی‌کالا',
      start: '2019-03',
      end: null,
      description: 'React',
    },
  ],
  education: [{ school: 'دانشگاه تهران', degree: 'کارشناسی', start: '2012-09', end: '2016-06' }],
  skills: ['React', 'react', 'TypeScript'],
  languages: [{ name: 'فارسی', level: 'NATIVE' }],
  projects: [{ title: 'فروشگاه', url: 'https://example.com/shop' }],
  links: [{ label: 'GitHub', url: 'https://github.com/sara' }],
  ...more,
});

type Doc = {
  fullName: string | null;
  email: string | null;
  skills: string[];
  links: { url: string }[];
  projects: { url: string | null }[];
  certificates: { code: string | null; testTitle: string }[];
  experience: { end: string | null }[];
};

describe('résumés', () => {
  it('are saved per language, read only by their owner, and checked field by field', async () => {
    const owner = await t.person('Sara');
    const saved = await t.data<{ saveResume: Payload<{ locales: string[] }> }>(
      save,
      { input: { locale: 'fa', document: document() } },
      owner,
    );
    expect(saved.saveResume.data!.locales).toEqual(['fa']);
    await t.data(save, { input: { locale: 'en', document: document({ fullName: 'Sara Ahmadi' }) } }, owner);

    const read = await t.data<{ myResume: { locales: string[]; document: Doc; pdfPath: string } }>(
      mine,
      { locale: 'fa' },
      owner,
    );
    expect(read.myResume.locales).toEqual(['fa', 'en']);
    // Skills are named once whatever their case; the address is kept in lower case; an ongoing job has no end.
    expect(read.myResume.document).toMatchObject({
      fullName: 'سارا احمدی',
      email: 'sara@example.com',
      skills: ['React', 'TypeScript'],
      experience: [{ end: null }],
    });
    expect(read.myResume.pdfPath).toMatch(/^\/resumes\/[0-9a-f-]{36}\.pdf\?lang=fa&key=/);

    // Someone else has no résumé of theirs to read; a visitor is refused.
    const other = await t.person('Other');
    expect((await t.data<{ myResume: null }>(mine, { locale: 'fa' }, other)).myResume).toBeNull();
    const anonymous = await t.run(mine, { locale: 'fa' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const bad = await t.data<{ saveResume: Payload }>(
      save,
      {
        input: {
          locale: 'fa',
          document: document({
            fullName: 'S',
            experience: [{ title: 'x', organization: 'y', start: '2020-13', end: null }],
            education: [{ school: 'x', degree: 'y', start: '2020-01', end: '2019-01' }],
            links: [{ label: 'x', url: 'javascript:alert(1)' }],
          }),
        },
      },
      owner,
    );
    expect(bad.saveResume.fields).toEqual(
      expect.arrayContaining([
        { path: 'input.document.fullName', code: 'NAME_TOO_SHORT' },
        { path: 'input.document.experience.0.start', code: 'MONTH_INVALID' },
        { path: 'input.document.education.0.end', code: 'END_BEFORE_START' },
        { path: 'input.document.links.0.url', code: 'URL_INVALID' },
      ]),
    );
    // Nothing of the refused document was written.
    const after = await t.data<{ myResume: { document: Doc } }>(mine, { locale: 'fa' }, owner);
    expect(after.myResume.document.fullName).toBe('سارا احمدی');

    // A language is removed on its own.
    await t.data(`mutation { deleteResumeLanguage(locale: "en") { __typename } }`, {}, owner);
    const left = await t.data<{ myResume: { locales: string[] } }>(mine, { locale: 'fa' }, owner);
    expect(left.myResume.locales).toEqual(['fa']);
    const again = await t.data<{ deleteResumeLanguage: Payload }>(
      `mutation { deleteResumeLanguage(locale: "en") { ${outcome} } }`,
      {},
      owner,
    );
    expect(again.deleteResumeLanguage.code).toBe('NOT_FOUND');
  });

  it('are kept as sent, with the certificates valid then, and a missing language is RESUME_MISSING', async () => {
    const owner = await t.person('Reza');
    await t.data(save, { input: { locale: 'fa', document: document() } }, owner);
    await t.database().prisma.collaboratorCertificate.create({
      data: {
        id: '019a0000-0000-7000-8000-00000000c0de',
        userId: owner.userId,
        code: 'KRN-2026-ABCD-EFGH',
        testSlug: 'react',
        title: { fa: 'آزمون React', en: 'React test' },
        skills: [],
        scoreBand: '80-89',
        issuedAt: new Date('2026-10-01T00:00:00Z'),
      },
    });
    const sent = await t.data<{ snapshotMyResume: Payload<{ id: string; document: Doc }> }>(
      snapshot,
      { locale: 'fa' },
      owner,
    );
    const kept = sent.snapshotMyResume.data!;
    expect(kept.document.certificates).toEqual([
      expect.objectContaining({ code: 'KRN-2026-ABCD-EFGH', testTitle: 'آزمون React' }),
    ]);
    // Later edits leave the snapshot as it was.
    await t.data(save, { input: { locale: 'fa', document: document({ fullName: 'رضا نو' }) } }, owner);
    const row = await t.database().prisma.resumeSnapshot.findUniqueOrThrow({ where: { id: kept.id } });
    expect((row.document as { fullName: string }).fullName).toBe('سارا احمدی');

    const missing = await t.data<{ snapshotMyResume: Payload }>(snapshot, { locale: 'az' }, owner);
    expect(missing.snapshotMyResume.fields).toEqual([{ path: 'locale', code: 'RESUME_MISSING' }]);
  });

  it('carry the PDF their owner uploaded: theirs only, private, sent with applications, withheld with the identity', async () => {
    const owner = await t.person('Parisa');
    const other = await t.person('Kian');
    const { key, info } = await storeDocument(t.files().store, await testPdf({ pages: 2 }));
    const attach = `mutation ($input: AttachResumeFileInput!) { attachResumeFile(input: $input) {
      ${outcome} ... on MutationAttachResumeFileSuccess { data { locales file { name bytes pages downloadPath } } } } }`;
    type File = { name: string; bytes: number; pages: number; downloadPath: string };
    type Attached = { attachResumeFile: Payload<{ locales: string[]; file: File }> };
    const receipt = (userId: string, fileKey = key) => t.files().receipts.issue(userId, fileKey, { ...info });

    const theirs = await t.data<Attached>(
      attach,
      { input: { upload: await receipt(other.userId), name: 'cv.pdf' } },
      owner,
    );
    expect(theirs.attachResumeFile.fields).toEqual([{ path: 'input.upload', code: 'UPLOAD_NOT_YOURS' }]);
    // An image's receipt is not a document.
    const image = await receipt(owner.userId, `images/${'d'.repeat(64)}.webp`);
    const wrongKind = await t.data<Attached>(attach, { input: { upload: image, name: 'cv.pdf' } }, owner);
    expect(wrongKind.attachResumeFile.fields).toEqual([{ path: 'input.upload', code: 'UPLOAD_INVALID' }]);
    const long = await t.data<Attached>(
      attach,
      { input: { upload: await receipt(owner.userId), name: 'x'.repeat(500) } },
      owner,
    );
    expect(long.attachResumeFile.fields).toEqual([{ path: 'input.name', code: 'TOO_LONG' }]);

    // A résumé made by the upload alone, the name kept without its folders.
    const attached = await t.data<Attached>(
      attach,
      { input: { upload: await receipt(owner.userId), name: 'C:\\Users\\p\\رزومه پریسا.PDF' } },
      owner,
    );
    const file = attached.attachResumeFile.data!.file;
    expect(file).toMatchObject({ name: 'رزومه پریسا.pdf', bytes: info.bytes, pages: 2 });
    expect(attached.attachResumeFile.data!.locales).toEqual([]);
    const token = file.downloadPath.replace('/private-files/', '');
    expect(await t.files().links.open(token)).toEqual({ key, name: 'رزومه پریسا.pdf' });

    // Sent with an application: the employer reads it once the identity is theirs to see.
    await t.data(save, { input: { locale: 'fa', document: document() } }, owner);
    const sent = await t.data<{ snapshotMyResume: Payload<{ id: string }> }>(
      snapshot,
      { locale: 'fa' },
      owner,
    );
    const snapshotId = sent.snapshotMyResume.data!.id;
    const asRead = (identityWithheld: boolean) =>
      t.data<{ _entities: { file: { name: string; downloadPath: string } | null }[] }>(
        `query ($r: [_Any!]!) { _entities(representations: $r) { ... on ResumeSnapshot { file { name downloadPath } } } }`,
        { r: [{ __typename: 'ResumeSnapshot', id: snapshotId, identityWithheld }] },
        other,
      );
    expect((await asRead(true))._entities[0]!.file).toBeNull();
    expect((await asRead(false))._entities[0]!.file).toMatchObject({ name: 'رزومه پریسا.pdf' });

    // Removed from the résumé, it stays with what was sent.
    const removed = await t.data<{ removeResumeFile: Payload<{ file: File | null }> }>(
      `mutation { removeResumeFile { ${outcome} ... on MutationRemoveResumeFileSuccess { data { file { name } } } } }`,
      {},
      owner,
    );
    expect(removed.removeResumeFile.data!.file).toBeNull();
    expect((await asRead(false))._entities[0]!.file).toMatchObject({ name: 'رزومه پریسا.pdf' });
    const again = await t.data<{ removeResumeFile: Payload }>(
      `mutation { removeResumeFile { ${outcome} } }`,
      {},
      owner,
    );
    expect(again.removeResumeFile.code).toBe('NOT_FOUND');
    // A résumé of a PDF alone is sent as the PDF, in whatever language the application asks.
    const pdfOnly = await t.person('Omid');
    await t.data(attach, { input: { upload: await receipt(pdfOnly.userId), name: 'omid.pdf' } }, pdfOnly);
    const alone = await t.data<{ snapshotMyResume: Payload<{ id: string; document: Doc | null }> }>(
      snapshot,
      { locale: 'en' },
      pdfOnly,
    );
    expect(alone.snapshotMyResume.data!.document).toBeNull();
    const aloneRead = await t.data<{ _entities: { file: { name: string } | null; document: unknown }[] }>(
      `query ($r: [_Any!]!) { _entities(representations: $r) { ... on ResumeSnapshot { file { name } document { locale } } } }`,
      { r: [{ __typename: 'ResumeSnapshot', id: alone.snapshotMyResume.data!.id, identityWithheld: false }] },
      other,
    );
    expect(aloneRead._entities[0]).toEqual({ file: { name: 'omid.pdf' }, document: null });

    // A visitor attaches nothing.
    const visitor = await t.run(attach, { input: { upload: await receipt(owner.userId), name: 'a.pdf' } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('are evaluated by admins, whose verdict and note their owner reads, and opened to employers by their owner', async () => {
    const owner = await t.person('Parisa');
    const admin = await t.person('Admin', ['ADMIN']);
    await t.data(save, { input: { locale: 'fa', document: document() } }, owner);
    const list = `query ($state: ResumeEvaluationState) { resumesToEvaluate(first: 20, state: $state) {
      totalCount edges { node { id locales evaluation { verdict } } } } }`;
    type Listed = { resumesToEvaluate: { edges: { node: { id: string; locales: string[] } }[] } };
    const pending = await t.data<Listed>(list, { state: 'PENDING' }, admin);
    const listed = pending.resumesToEvaluate.edges.map((e) => e.node);
    const id = listed.find((r) => r.locales.includes('fa'))!.id;
    // Only admins list or evaluate résumés.
    expect((await t.run(list, {}, owner)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const evaluate = `mutation ($input: EvaluateResumeInput!) { evaluateResume(input: $input) {
      ${outcome} ... on MutationEvaluateResumeSuccess { data { evaluation { verdict note checklist changedSince } } } } }`;
    expect(
      (await t.run(evaluate, { input: { resumeId: id, verdict: 'COMPLETE', checklist: [] } }, owner))
        .errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');

    // Needing work takes a note.
    const noNote = await t.data<{ evaluateResume: Payload }>(
      evaluate,
      { input: { resumeId: id, verdict: 'NEEDS_WORK', checklist: ['CONTACT'] } },
      admin,
    );
    expect(noNote.evaluateResume.fields).toEqual([{ path: 'input.note', code: 'NOTE_REQUIRED' }]);
    const done = await t.data<{ evaluateResume: Payload<{ evaluation: unknown }> }>(
      evaluate,
      {
        input: {
          resumeId: id,
          verdict: 'NEEDS_WORK',
          checklist: ['SKILLS', 'CONTACT', 'SKILLS'],
          note: 'Add your education.',
        },
      },
      admin,
    );
    expect(done.evaluateResume.data!.evaluation).toEqual({
      verdict: 'NEEDS_WORK',
      note: 'Add your education.',
      checklist: ['CONTACT', 'SKILLS'],
      changedSince: false,
    });
    const unknown = await t.data<{ evaluateResume: Payload }>(
      evaluate,
      { input: { resumeId: 'UmVzdW1lOm5vdC1hLXV1aWQ=', verdict: 'COMPLETE', checklist: [] } },
      admin,
    );
    expect(unknown.evaluateResume.code).toBe('NOT_FOUND');

    // Its owner reads the verdict, sees when they changed it since, and opens it to employers.
    await t.data(save, { input: { locale: 'fa', document: document({ summary: 'با تحصیلات' }) } }, owner);
    const own = await t.data<{ myResume: { evaluation: unknown; openToEmployers: boolean } }>(
      `{ myResume { openToEmployers evaluation { verdict note changedSince } } }`,
      {},
      owner,
    );
    expect(own.myResume).toEqual({
      openToEmployers: false,
      evaluation: { verdict: 'NEEDS_WORK', note: 'Add your education.', changedSince: true },
    });
    const opened = await t.data<{ setResumeOpenToEmployers: Payload<{ openToEmployers: boolean }> }>(
      `mutation { setResumeOpenToEmployers(open: true) { ${outcome}
        ... on MutationSetResumeOpenToEmployersSuccess { data { openToEmployers } } } }`,
      {},
      owner,
    );
    expect(opened.setResumeOpenToEmployers.data).toEqual({ openToEmployers: true });
    const none = await t.data<{ setResumeOpenToEmployers: Payload }>(
      `mutation { setResumeOpenToEmployers(open: true) { ${outcome} } }`,
      {},
      await t.person('Nobody'),
    );
    expect(none.setResumeOpenToEmployers.code).toBe('NOT_FOUND');
    const evaluated = await t.data<Listed>(list, { state: 'NEEDS_WORK' }, admin);
    expect(evaluated.resumesToEvaluate.edges.map((e) => e.node.id)).toContain(id);
  });

  it('open to the printer only with a live key of their own', async () => {
    const owner = await t.person('Nima');
    await t.data(save, { input: { locale: 'fa', document: document() } }, owner);
    const { myResume } = await t.data<{ myResume: { pdfPath: string } }>(mine, { locale: 'fa' }, owner);
    const key = new URL(myResume.pdfPath, 'http://x').searchParams.get('key')!;
    const printable = `query ($key: String!) { printableResume(key: $key) { fullName skills } }`;
    // Whoever holds the key (the printer, signed in as no one) reads that résumé.
    const opened = await t.data<{ printableResume: { fullName: string } }>(printable, { key });
    expect(opened.printableResume.fullName).toBe('سارا احمدی');
    for (const wrong of ['', 'not-a-key', `${key.slice(0, -2)}xx`]) {
      const refused = await t.run(printable, { key: wrong });
      expect(refused.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
  });

  it('are printed through their route only with the key, and refusals are pages in the language asked', async () => {
    const owner = await t.person('Leila');
    await t.data(save, { input: { locale: 'fa', document: document() } }, owner);
    const { myResume } = await t.data<{ myResume: { pdfPath: string } }>(mine, { locale: 'fa' }, owner);
    const printed: string[] = [];
    const pdfs = resumePdfs({
      settings: testSettings as CollaboratorsSettings,
      pagesUrl: () => 'http://pages.test',
      limits: createRateLimits(),
      log: () => {},
      printer: {
        print: async (url) => {
          printed.push(url);
          return Buffer.from('%PDF-1.7');
        },
        close: async () => {},
      },
    });
    const app = express();
    const router = express.Router();
    pdfs.routes(router);
    app.use(router);
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const ok = await fetch(`${base}${myResume.pdfPath}`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toBe('application/pdf');
      expect(ok.headers.get('cache-control')).toBe('private, no-store');
      expect(printed[0]).toMatch(/^http:\/\/pages\.test\/fa\/resume\/print\?key=/);

      // Another language than the key's, no key, or another résumé's address: the expired-link page.
      const id = /resumes\/([^.]+)\.pdf/.exec(myResume.pdfPath)![1]!;
      const key = new URL(myResume.pdfPath, base).searchParams.get('key')!;
      for (const path of [
        `/resumes/${id}.pdf?lang=en&key=${encodeURIComponent(key)}`,
        `/resumes/${id}.pdf?lang=fa`,
        `/resumes/019a0000-0000-7000-8000-000000000000.pdf?lang=fa&key=${encodeURIComponent(key)}`,
      ]) {
        const refused = await fetch(`${base}${path}`);
        expect(refused.status).toBe(410);
        expect(refused.headers.get('content-type')).toMatch(/text\/html/);
      }
      const persian = await (await fetch(`${base}/resumes/${id}.pdf?lang=fa`)).text();
      expect(persian).toContain('dir="rtl"');
      expect(persian).toContain('پیوند دریافت منقضی شده است');
      expect(printed).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});
