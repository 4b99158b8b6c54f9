export interface DemoApplication {
  key: string;
  jobSlug: string;
  fullName: string;
  email: string;
  /** E.164. */
  phone: string;
  coverLetter: string;
  contractDays: number | null;
  requestedSalaryRials: bigint | null;
  hideIdentity: boolean;
  status: 'SUBMITTED' | 'REVIEWED' | 'APPROVED' | 'REJECTED' | 'HIRED';
  daysAgo: number;
  /** When the employer decided (hours ago), for a decided application; otherwise when it was sent. */
  decidedHoursAgo?: number;
}

/**
 * Applications to the demo employer's (آرین‌داده) jobs, so that its review screens and the job pages' approved
 * applicants have something to show: approved ones (one with a hidden identity), and some still to review.
 */
export const demoApplications: DemoApplication[] = [
  {
    key: 'react-mahsa',
    jobSlug: 'senior-react-developer-aryan-data-tehran',
    fullName: 'مهسا نوری',
    email: 'mahsa.nouri@demo.karnama.local',
    phone: '+989121110001',
    coverLetter: 'شش سال تجربه‌ی React و TypeScript دارم و داشبوردهای مدیریتی بزرگ ساخته‌ام.',
    contractDays: 365,
    requestedSalaryRials: 1_100_000_000n,
    hideIdentity: false,
    status: 'APPROVED',
    daysAgo: 3,
    decidedHoursAgo: 5,
  },
  {
    key: 'react-hidden',
    jobSlug: 'senior-react-developer-aryan-data-tehran',
    fullName: 'امیر صادقی',
    email: 'amir.sadeghi@demo.karnama.local',
    phone: '+989351110002',
    coverLetter: 'در حال حاضر شاغل هستم و ترجیح می‌دهم نامم نمایش داده نشود؛ نمونه‌کارهایم پیوست است.',
    contractDays: 180,
    requestedSalaryRials: 1_250_000_000n,
    hideIdentity: true,
    status: 'APPROVED',
    daysAgo: 2,
    decidedHoursAgo: 26,
  },
  {
    key: 'react-new',
    jobSlug: 'senior-react-developer-aryan-data-tehran',
    fullName: 'Leyla Həsənova',
    email: 'leyla.hasanova@demo.karnama.local',
    phone: '+994501110003',
    coverLetter: 'Frontend developer with four years of React; relocating to Tehran next spring.',
    contractDays: null,
    requestedSalaryRials: null,
    hideIdentity: false,
    status: 'SUBMITTED',
    daysAgo: 1,
  },
  {
    key: 'devops-reza',
    jobSlug: 'devops-team-lead-aryan-data-tehran',
    fullName: 'رضا مرادی',
    email: 'reza.moradi@demo.karnama.local',
    phone: '+989191110004',
    coverLetter: 'سرپرست تیم زیرساخت با تجربه‌ی Kubernetes و مهاجرت به ابر خصوصی.',
    contractDays: 365,
    requestedSalaryRials: 1_800_000_000n,
    hideIdentity: false,
    status: 'REVIEWED',
    daysAgo: 4,
  },
];
