/**
 * Demo job seekers who take talent tests. The seed makes only their accounts; their sessions, scores,
 * certificates, the `test.completed` events and the feed's items are made by the product itself, which runs the
 * taker's own operations as each of them on a freshly seeded database (`gateway/src/demo-flows.ts`): apply (with
 * consent to share the job's test results), start, answer, finish.
 */
export interface DemoTaker {
  key: string;
  displayName: string;
  email: string;
  /** E.164, for an application. */
  phone: string;
  preferredLanguage: 'fa' | 'en' | 'az';
  /** The demo test they take (a free one: nobody pays in the demo). */
  testSlug: string;
  /** The job they apply to first, agreeing that its employer reads the results of its tests. */
  applyTo?: { jobSlug: string; coverLetter: string };
}

/** A demo job of the demo employer (آرین‌داده) that asks its applicants to take a test, required. */
export const demoTestedJob = {
  jobSlug: 'senior-machine-learning-engineer-persian-nlp-remote',
  testSlug: 'logical-reasoning',
  required: true,
};

export const demoTakers: DemoTaker[] = [
  {
    key: 'kaveh-moradi',
    displayName: 'کاوه مرادی',
    email: 'kaveh.moradi@demo.karnama.local',
    phone: '+989121110021',
    preferredLanguage: 'fa',
    testSlug: demoTestedJob.testSlug,
    applyTo: {
      jobSlug: demoTestedJob.jobSlug,
      coverLetter: 'پنج سال روی پردازش زبان فارسی کار کرده‌ام؛ آزمون استدلال منطقی را هم با کمال میل می‌دهم.',
    },
  },
  {
    key: 'nazanin-ebrahimi',
    displayName: 'نازنین ابراهیمی',
    email: 'nazanin.ebrahimi@demo.karnama.local',
    phone: '+989351110022',
    preferredLanguage: 'fa',
    testSlug: 'work-personality',
  },
  {
    key: 'aysel-quliyeva',
    displayName: 'Aysel Quliyeva',
    email: 'aysel.quliyeva@demo.karnama.local',
    phone: '+994501110023',
    preferredLanguage: 'az',
    testSlug: 'logical-reasoning',
  },
];
