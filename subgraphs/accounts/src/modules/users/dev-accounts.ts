import { demoUuid } from '@platform/db/demo-ids';
import type { Role } from '@platform/subgraph-kit/identity';

export interface DevAccount {
  key: string;
  id: string;
  displayName: string;
  email: string;
  roles: Role[];
  company?: { id: string; name: string; website: string; about: string };
}

/**
 * The demo users that development sign-in offers, one per role. The employer is the demo company that posted the
 * Persian demo jobs, so its pages have data. `new-user` (not listed) creates a fresh unregistered account.
 */
export const devAccounts: DevAccount[] = [
  {
    key: 'job-seeker',
    id: demoUuid('dev:job-seeker'),
    displayName: 'سارا رضایی',
    email: 'sara.rezaei@demo.karnama.local',
    roles: ['JOB_SEEKER'],
  },
  {
    key: 'employer',
    id: demoUuid('employer:aryan-data'),
    displayName: 'گروه نرم‌افزاری آرین‌داده',
    email: 'hr@aryan-data.demo.karnama.local',
    roles: ['EMPLOYER'],
    company: {
      id: demoUuid('company:aryan-data'),
      name: 'گروه نرم‌افزاری آرین‌داده',
      website: 'https://aryan-data.example',
      about: 'سازندهٔ نرم‌افزارهای سازمانی و زیرساخت داده برای بانک‌ها و فروشگاه‌های آنلاین.',
    },
  },
  {
    key: 'collaborator',
    id: demoUuid('dev:collaborator'),
    displayName: 'نیما کاظمی',
    email: 'nima.kazemi@demo.karnama.local',
    roles: ['COLLABORATOR', 'JOB_SEEKER'],
  },
  {
    key: 'admin',
    id: demoUuid('dev:admin'),
    displayName: 'Karnama Admin',
    email: 'admin@demo.karnama.local',
    roles: ['ADMIN'],
  },
];

export const newUserKey = 'new-user';
