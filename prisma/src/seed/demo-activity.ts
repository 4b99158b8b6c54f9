import { demoApplications } from './demo-applications.ts';
import { demoJobs } from './demo-jobs.ts';

export interface DemoActivity {
  key: string;
  category: 'BUSINESS' | 'EDUCATION' | 'ACHIEVEMENT' | 'VISIT';
  kind: 'JOB_POSTED' | 'APPLICATION_APPROVED' | 'TEST_COMPLETED' | 'PROJECT_SOLD' | 'PROFILES_VISITED';
  values: Record<string, string | number | null>;
  link: string | null;
  vip: boolean;
  minutesAgo: number;
}

const job = (index: number) => demoJobs[index]!;
const approved = demoApplications.find((a) => a.status === 'APPROVED' && !a.hideIdentity)!;

/**
 * The home page's feed on a fresh install, until real events fill it: the kinds of items the platform
 * produces (jobs posted, applicants approved) and those later features will (tests completed, projects sold).
 */
export const demoActivity: DemoActivity[] = [
  {
    key: 'visits',
    category: 'VISIT',
    kind: 'PROFILES_VISITED',
    values: { count: 1240 },
    link: '/collaborators',
    vip: false,
    minutesAgo: 3,
  },
  {
    key: 'job-0',
    category: 'BUSINESS',
    kind: 'JOB_POSTED',
    values: { title: job(0).title, actor: job(0).companyName },
    link: `/jobs/${job(0).slug}`,
    vip: true,
    minutesAgo: 9,
  },
  {
    key: 'approved',
    category: 'ACHIEVEMENT',
    kind: 'APPLICATION_APPROVED',
    values: {
      title: demoJobs.find((j) => j.slug === approved.jobSlug)!.title,
      actor: approved.fullName.split(/\s+/)[0]!,
    },
    link: `/jobs/${approved.jobSlug}`,
    vip: false,
    minutesAgo: 26,
  },
  {
    key: 'test',
    category: 'EDUCATION',
    kind: 'TEST_COMPLETED',
    values: { title: 'JavaScript', count: 37 },
    link: '/talent-test',
    vip: false,
    minutesAgo: 48,
  },
  {
    key: 'job-1',
    category: 'BUSINESS',
    kind: 'JOB_POSTED',
    values: { title: job(1).title, actor: job(1).companyName },
    link: `/jobs/${job(1).slug}`,
    vip: false,
    minutesAgo: 95,
  },
  {
    key: 'project',
    category: 'BUSINESS',
    kind: 'PROJECT_SOLD',
    values: { title: 'CRM', count: 1 },
    link: '/portfolio',
    vip: true,
    minutesAgo: 180,
  },
];
