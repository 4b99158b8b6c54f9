/**
 * Deterministic generator of large volumes of realistic-looking job ads for
 * benchmarks (100k–250k rows). Composes jobs from small vocabularies in
 * Persian (~50%), English (~30%) and Azerbaijani (~20%).
 *
 * Design notes:
 * - Seeded mulberry32 PRNG: the same (count, seed) always yields the same jobs,
 *   and generateJobBatches() yields exactly the same sequence as generateJobs().
 * - All per-role/per-level strings (titles, slug prefixes, description
 *   sentences, skill-based requirements) are built once at module load; the
 *   per-job work is array picks, a few string concatenations and two BigInts.
 * - Every employerKey is a key of demoEmployers, and companyName always carries
 *   that employer's brand (the employer itself or one of its divisions).
 */
import type { DemoExperienceLevel, DemoJob, DemoJobType, DemoLanguage } from './demo-jobs.ts';

// ───────────────────────────── PRNG ─────────────────────────────

type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rng: Rng, arr: readonly T[]): T {
  return arr[(rng() * arr.length) | 0] as T;
}

/** Expand [value, weight] pairs into a flat lookup table for O(1) weighted picks. */
function weighted<T>(pairs: ReadonlyArray<readonly [T, number]>): T[] {
  const out: T[] = [];
  for (const [v, w] of pairs) for (let i = 0; i < w; i++) out.push(v);
  return out;
}

/** Take `count` items from `pool`, starting at `start`, wrapping around. */
function rotate<T>(pool: readonly T[], start: number, count: number): T[] {
  const n = pool.length;
  const out = new Array<T>(count);
  for (let i = 0; i < count; i++) out[i] = pool[(start + i) % n] as T;
  return out;
}

// ───────────────────────────── Vocabularies ─────────────────────────────

const LANGS = ['fa', 'en', 'az'] as const;
const LEVELS: readonly DemoExperienceLevel[] = ['ENTRY', 'MID', 'SENIOR', 'LEAD'];

type Category =
  | 'dev'
  | 'mobile'
  | 'ops'
  | 'data'
  | 'qa'
  | 'design'
  | 'product'
  | 'support'
  | 'content'
  | 'sales'
  | 'finance';

interface RoleDef {
  slug: string;
  cat: Category;
  /** English title and team name. */
  en: readonly [title: string, team: string];
  /** Persian: head noun, qualifier (may be ''), team name. "ارشد" goes between head and qualifier. */
  fa: readonly [head: string, qualifier: string, team: string];
  /** Azerbaijani title (lower-case first letter unless an acronym) and team name. */
  az: readonly [title: string, team: string];
  skills: readonly string[];
}

const ROLES: readonly RoleDef[] = [
  {
    slug: 'frontend-developer',
    cat: 'dev',
    en: ['Frontend Developer', 'Frontend'],
    fa: ['برنامه‌نویس', 'فرانت‌اند', 'فرانت‌اند'],
    az: ['frontend proqramçı', 'Frontend'],
    skills: ['React', 'TypeScript', 'Next.js', 'Redux', 'Tailwind CSS', 'Jest', 'Vite', 'HTML/CSS'],
  },
  {
    slug: 'vuejs-developer',
    cat: 'dev',
    en: ['Frontend Developer (Vue.js)', 'Frontend'],
    fa: ['برنامه‌نویس', 'Vue.js', 'فرانت‌اند'],
    az: ['Vue.js proqramçı', 'Frontend'],
    skills: ['Vue.js', 'Nuxt', 'TypeScript', 'Pinia', 'Vite', 'SCSS', 'Cypress'],
  },
  {
    slug: 'golang-backend-developer',
    cat: 'dev',
    en: ['Backend Developer (Go)', 'Backend'],
    fa: ['برنامه‌نویس', 'بک‌اند Go', 'بک‌اند'],
    az: ['backend proqramçı (Go)', 'Backend'],
    skills: ['Go', 'PostgreSQL', 'Redis', 'gRPC', 'Kafka', 'Docker', 'Kubernetes'],
  },
  {
    slug: 'nodejs-backend-developer',
    cat: 'dev',
    en: ['Backend Developer (Node.js)', 'Backend'],
    fa: ['برنامه‌نویس', 'Node.js', 'بک‌اند'],
    az: ['Node.js proqramçı', 'Backend'],
    skills: ['Node.js', 'TypeScript', 'NestJS', 'PostgreSQL', 'MongoDB', 'Redis', 'RabbitMQ'],
  },
  {
    slug: 'python-django-developer',
    cat: 'dev',
    en: ['Python Developer (Django)', 'Backend'],
    fa: ['برنامه‌نویس', 'Python/Django', 'بک‌اند'],
    az: ['Python proqramçı (Django)', 'Backend'],
    skills: ['Python', 'Django', 'Django REST Framework', 'PostgreSQL', 'Celery', 'Redis', 'Docker'],
  },
  {
    slug: 'java-developer',
    cat: 'dev',
    en: ['Java Developer', 'Backend'],
    fa: ['برنامه‌نویس', 'Java', 'بک‌اند'],
    az: ['Java proqramçı', 'Backend'],
    skills: ['Java', 'Spring Boot', 'Hibernate', 'Oracle', 'Kafka', 'Microservices', 'Maven'],
  },
  {
    slug: 'php-laravel-developer',
    cat: 'dev',
    en: ['PHP Developer (Laravel)', 'Backend'],
    fa: ['برنامه‌نویس', 'PHP/Laravel', 'بک‌اند'],
    az: ['PHP proqramçı (Laravel)', 'Backend'],
    skills: ['PHP', 'Laravel', 'MySQL', 'Redis', 'Vue.js', 'REST API'],
  },
  {
    slug: 'dotnet-developer',
    cat: 'dev',
    en: ['.NET Developer', 'Backend'],
    fa: ['برنامه‌نویس', 'C#/.NET', 'بک‌اند'],
    az: ['C#/.NET proqramçı', 'Backend'],
    skills: ['C#', 'ASP.NET Core', 'Entity Framework', 'SQL Server', 'RabbitMQ', 'Docker'],
  },
  {
    slug: 'full-stack-developer',
    cat: 'dev',
    en: ['Full-Stack Developer', 'Full-Stack'],
    fa: ['برنامه‌نویس', 'فول‌استک', 'فول‌استک'],
    az: ['full-stack proqramçı', 'Full-stack'],
    skills: ['JavaScript', 'React', 'Node.js', 'PostgreSQL', 'Docker', 'GraphQL', 'Git'],
  },
  {
    slug: 'android-developer',
    cat: 'mobile',
    en: ['Android Developer', 'Android'],
    fa: ['برنامه‌نویس', 'اندروید', 'اندروید'],
    az: ['Android proqramçı', 'Android'],
    skills: ['Kotlin', 'Jetpack Compose', 'Coroutines', 'Retrofit', 'Room', 'MVVM'],
  },
  {
    slug: 'ios-developer',
    cat: 'mobile',
    en: ['iOS Developer', 'iOS'],
    fa: ['برنامه‌نویس', 'iOS', 'iOS'],
    az: ['iOS proqramçı', 'iOS'],
    skills: ['Swift', 'SwiftUI', 'UIKit', 'Combine', 'Core Data', 'Xcode'],
  },
  {
    slug: 'flutter-developer',
    cat: 'mobile',
    en: ['Flutter Developer', 'Mobile'],
    fa: ['برنامه‌نویس', 'Flutter', 'موبایل'],
    az: ['Flutter proqramçı', 'Mobil'],
    skills: ['Flutter', 'Dart', 'Firebase', 'Bloc', 'REST API', 'Git'],
  },
  {
    slug: 'devops-engineer',
    cat: 'ops',
    en: ['DevOps Engineer', 'DevOps'],
    fa: ['کارشناس', 'DevOps', 'DevOps'],
    az: ['DevOps mühəndisi', 'DevOps'],
    skills: ['Kubernetes', 'Docker', 'Terraform', 'Ansible', 'GitLab CI', 'Prometheus', 'Linux', 'Grafana'],
  },
  {
    slug: 'network-engineer',
    cat: 'ops',
    en: ['Network Engineer', 'Network'],
    fa: ['کارشناس', 'شبکه', 'شبکه و زیرساخت'],
    az: ['şəbəkə mühəndisi', 'Şəbəkə'],
    skills: ['Cisco', 'MikroTik', 'Linux', 'VPN', 'Firewall', 'VMware'],
  },
  {
    slug: 'security-analyst',
    cat: 'ops',
    en: ['Security Analyst (SOC)', 'Security'],
    fa: ['کارشناس', 'امنیت شبکه', 'امنیت'],
    az: ['informasiya təhlükəsizliyi mütəxəssisi', 'Təhlükəsizlik'],
    skills: ['SIEM', 'Wazuh', 'Linux', 'Penetration Testing', 'OWASP', 'Splunk'],
  },
  {
    slug: 'data-analyst',
    cat: 'data',
    en: ['Data Analyst', 'Data'],
    fa: ['کارشناس', 'تحلیل داده', 'داده'],
    az: ['data analitik', 'Data analitika'],
    skills: ['SQL', 'Python', 'Power BI', 'Excel', 'pandas', 'Tableau'],
  },
  {
    slug: 'data-engineer',
    cat: 'data',
    en: ['Data Engineer', 'Data'],
    fa: ['مهندس', 'داده', 'مهندسی داده'],
    az: ['data mühəndisi', 'Data'],
    skills: ['Python', 'Apache Airflow', 'Spark', 'Kafka', 'ClickHouse', 'SQL', 'dbt'],
  },
  {
    slug: 'machine-learning-engineer',
    cat: 'data',
    en: ['Machine Learning Engineer', 'AI'],
    fa: ['مهندس', 'یادگیری ماشین', 'هوش مصنوعی'],
    az: ['maşın öyrənməsi mühəndisi', 'Süni intellekt'],
    skills: ['Python', 'PyTorch', 'TensorFlow', 'scikit-learn', 'NLP', 'MLOps', 'Docker'],
  },
  {
    slug: 'qa-engineer',
    cat: 'qa',
    en: ['QA Engineer', 'QA'],
    fa: ['کارشناس', 'تست نرم‌افزار', 'تضمین کیفیت'],
    az: ['test mühəndisi (QA)', 'QA'],
    skills: ['Manual Testing', 'Selenium', 'Cypress', 'Postman', 'Jira', 'SQL', 'JMeter'],
  },
  {
    slug: 'ui-ux-designer',
    cat: 'design',
    en: ['UI/UX Designer', 'Design'],
    fa: ['طراح', 'UI/UX', 'طراحی محصول'],
    az: ['UI/UX dizayner', 'Dizayn'],
    skills: ['Figma', 'Prototyping', 'User Research', 'Design System', 'Adobe XD', 'Usability Testing'],
  },
  {
    slug: 'product-manager',
    cat: 'product',
    en: ['Product Manager', 'Product'],
    fa: ['مدیر محصول', '', 'محصول'],
    az: ['məhsul meneceri', 'Məhsul'],
    skills: ['Product Discovery', 'Roadmapping', 'Jira', 'Agile', 'Data Analysis', 'User Research'],
  },
  {
    slug: 'technical-support-specialist',
    cat: 'support',
    en: ['Technical Support Specialist', 'Support'],
    fa: ['کارشناس', 'پشتیبانی فنی', 'پشتیبانی'],
    az: ['texniki dəstək mütəxəssisi', 'Texniki dəstək'],
    skills: ['Helpdesk', 'CRM', 'Windows', 'Networking Basics', 'Customer Service'],
  },
  {
    slug: 'content-seo-specialist',
    cat: 'content',
    en: ['Content & SEO Specialist', 'Content'],
    fa: ['کارشناس', 'تولید محتوا و سئو', 'محتوا'],
    az: ['kontent və SEO mütəxəssisi', 'Kontent'],
    skills: ['SEO', 'WordPress', 'Copywriting', 'Google Analytics', 'Editing'],
  },
  {
    slug: 'sales-engineer',
    cat: 'sales',
    en: ['Sales Engineer', 'Sales'],
    fa: ['کارشناس', 'فروش فنی', 'فروش'],
    az: ['satış mühəndisi', 'Satış'],
    skills: ['B2B Sales', 'Presentation', 'CRM', 'Solution Design', 'Negotiation'],
  },
  {
    slug: 'accountant',
    cat: 'finance',
    en: ['Accountant', 'Finance'],
    fa: ['حسابدار', '', 'مالی'],
    az: ['mühasib', 'Maliyyə'],
    skills: ['Financial Accounting', 'Excel', 'Tax Law', 'Payroll', 'Accounting Software'],
  },
];

/** Weighted tables of place ids (repeats = weight): prisma/migrations/…_places. */
const CITIES: Record<DemoLanguage, string[]> = {
  fa: weighted([
    ['tehran', 10],
    ['isfahan', 3],
    ['shiraz', 3],
    ['tabriz', 2],
    ['mashhad', 3],
    ['karaj', 2],
    ['rasht', 1],
    ['qom', 1],
    ['ahvaz', 1],
    ['yazd', 1],
    ['kerman', 1],
  ]),
  en: weighted([
    ['tehran', 8],
    ['tabriz', 3],
    ['isfahan', 2],
    ['shiraz', 1],
    ['mashhad', 1],
    ['kish', 4],
    ['baku', 1],
  ]),
  az: weighted([
    ['baku', 10],
    ['ganja', 3],
    ['sumgait', 2],
    ['tabriz', 3],
    ['mingachevir', 1],
    ['lankaran', 1],
    ['shaki', 1],
  ]),
};

interface Company {
  name: string;
  key: string;
  intro: string;
  person: boolean;
}

const COMPANIES: Record<DemoLanguage, { firms: Company[]; people: Company[] }> = {
  fa: {
    firms: weighted<Company>([
      [
        {
          name: 'گروه نرم‌افزاری آرین‌داده',
          key: 'aryan-data',
          person: false,
          intro:
            'گروه نرم‌افزاری آرین‌داده بیش از ده سال است که نرم‌افزارهای سازمانی و ابری برای شرکت‌های ایرانی تولید می‌کند.',
        },
        3,
      ],
      [
        {
          name: 'آرین‌داده – واحد هوش مصنوعی',
          key: 'aryan-data',
          person: false,
          intro: 'واحد هوش مصنوعی آرین‌داده روی جست‌وجوی معنایی و پردازش متون فارسی کار می‌کند.',
        },
        1,
      ],
      [
        {
          name: 'آرین‌داده – واحد زیرساخت ابری',
          key: 'aryan-data',
          person: false,
          intro: 'واحد زیرساخت ابری آرین‌داده میزبان سرویس‌های صدها سازمان در دیتاسنترهای داخلی است.',
        },
        1,
      ],
      [
        {
          name: 'پارس‌پرداز نوین',
          key: 'pars-pardaz',
          person: false,
          intro: 'پارس‌پرداز نوین در حوزه پرداخت الکترونیک و کیف پول دیجیتال فعالیت می‌کند.',
        },
        3,
      ],
      [
        {
          name: 'پارس‌پرداز نوین – کیف پول دیجیتال',
          key: 'pars-pardaz',
          person: false,
          intro: 'کیف پول دیجیتال پارس‌پرداز روزانه صدها هزار تراکنش خرد را پردازش می‌کند.',
        },
        1,
      ],
      [
        {
          name: 'فروشگاه اینترنتی سپیدراه',
          key: 'sepidrah',
          person: false,
          intro: 'سپیدراه یکی از فروشگاه‌های اینترنتی رو به رشد با ارسال به سراسر کشور است.',
        },
        3,
      ],
      [
        {
          name: 'سپیدراه – مرکز لجستیک',
          key: 'sepidrah',
          person: false,
          intro: 'مرکز لجستیک سپیدراه ارسال سفارش‌ها را در بیش از ۲۰۰ شهر مدیریت می‌کند.',
        },
        1,
      ],
      [
        {
          name: 'سلامت‌یار هوشمند',
          key: 'salamatyar',
          person: false,
          intro:
            'سلامت‌یار هوشمند سامانه نوبت‌دهی و مشاوره آنلاین پزشکی را برای بیماران و پزشکان ارائه می‌کند.',
        },
        3,
      ],
      [
        {
          name: 'سلامت‌یار هوشمند – داروخانه آنلاین',
          key: 'salamatyar',
          person: false,
          intro: 'داروخانه آنلاین سلامت‌یار نسخه‌های الکترونیک را در کمتر از یک روز به دست بیماران می‌رساند.',
        },
        1,
      ],
    ]),
    people: [
      {
        name: 'رضا احمدی',
        key: 'reza-ahmadi',
        person: true,
        intro: 'این آگهی برای یک پروژه مستقل و کوتاه‌مدت منتشر شده است.',
      },
    ],
  },
  en: {
    firms: weighted<Company>([
      [
        {
          name: 'Caspian Cloud Systems',
          key: 'caspian-cloud',
          person: false,
          intro:
            'Caspian Cloud Systems runs a managed cloud and hosting platform for startups across the region.',
        },
        3,
      ],
      [
        {
          name: 'Caspian Cloud Systems – Storage Team',
          key: 'caspian-cloud',
          person: false,
          intro:
            'The Caspian Cloud storage team operates petabytes of object storage for thousands of customers.',
        },
        1,
      ],
      [
        {
          name: 'Zagros Analytics',
          key: 'zagros-analytics',
          person: false,
          intro: 'Zagros Analytics builds business-intelligence tools for retail and logistics companies.',
        },
        3,
      ],
      [
        {
          name: 'Zagros Analytics – Retail Insights',
          key: 'zagros-analytics',
          person: false,
          intro: 'Retail Insights, part of Zagros Analytics, forecasts demand for more than 500 stores.',
        },
        1,
      ],
      [
        {
          name: 'GulfBridge Logistics Tech',
          key: 'gulfbridge',
          person: false,
          intro:
            'GulfBridge Logistics Tech connects freight forwarders across the Gulf, Iran and Central Asia.',
        },
        3,
      ],
    ]),
    people: [],
  },
  az: {
    firms: weighted<Company>([
      [
        {
          name: 'Xəzər Rəqəmsal MMC',
          key: 'xezer-reqemsal',
          person: false,
          intro: 'Xəzər Rəqəmsal MMC bank və sığorta şirkətləri üçün rəqəmsal həllər hazırlayır.',
        },
        3,
      ],
      [
        {
          name: 'Xəzər Rəqəmsal MMC – Ödəniş Həlləri',
          key: 'xezer-reqemsal',
          person: false,
          intro: 'Xəzər Rəqəmsalın ödəniş həlləri bölməsi ölkə üzrə minlərlə POS terminala xidmət göstərir.',
        },
        1,
      ],
      [
        {
          name: 'Gəncə Soft MMC',
          key: 'gence-soft',
          person: false,
          intro: 'Gəncə Soft MMC regionda özəl və dövlət qurumları üçün proqram təminatı yaradır.',
        },
        3,
      ],
      [
        {
          name: 'Araz Texnologiya Qrupu',
          key: 'araz-texnologiya',
          person: false,
          intro: 'Araz Texnologiya Qrupu turizm və xidmət sahəsi üçün onlayn platformalar hazırlayır.',
        },
        3,
      ],
    ]),
    people: [
      {
        name: 'Elvin Məmmədov',
        key: 'elvin-memmedov',
        person: true,
        intro: 'Elan fərdi və qısamüddətli layihə üçündür.',
      },
    ],
  },
};

const TYPE_TABLE: DemoJobType[] = weighted<DemoJobType>([
  ['FULL_TIME', 35],
  ['HYBRID', 15],
  ['REMOTE', 12],
  ['ONSITE', 10],
  ['CONTRACT', 8],
  ['PART_TIME', 7],
  ['FREELANCE', 5],
  ['INTERNSHIP', 5],
  ['TEMPORARY', 3],
]);

const LEVEL_TABLE: DemoExperienceLevel[] = weighted<DemoExperienceLevel>([
  ['ENTRY', 25],
  ['MID', 40],
  ['SENIOR', 25],
  ['LEAD', 10],
]);

/** Monthly salary bands in millions of rials. */
const BANDS: Record<DemoExperienceLevel | 'INTERN', readonly [number, number]> = {
  INTERN: [100, 200],
  ENTRY: [200, 400],
  MID: [400, 800],
  SENIOR: [800, 1500],
  LEAD: [1200, 2500],
};

const CAT_PHRASE: Record<Category, Record<DemoLanguage, string>> = {
  dev: {
    fa: 'در طراحی، توسعه و نگهداری محصولات نرم‌افزاری ما نقش فعالی داشته باشد',
    en: 'design, build and maintain features used by thousands of customers',
    az: 'məhsullarımızın hazırlanması və inkişafında fəal iştirak edəcək',
  },
  mobile: {
    fa: 'روی اپلیکیشن موبایل ما با صدها هزار کاربر فعال کار کند',
    en: 'build and improve a mobile app used by hundreds of thousands of people',
    az: 'yüz minlərlə istifadəçisi olan mobil tətbiqimiz üzərində işləyəcək',
  },
  ops: {
    fa: 'پایداری، امنیت و مقیاس‌پذیری زیرساخت ما را تضمین کند',
    en: 'keep our infrastructure reliable, secure and scalable',
    az: 'infrastrukturumuzun etibarlılığını və təhlükəsizliyini təmin edəcək',
  },
  data: {
    fa: 'با تبدیل داده‌ها به بینش‌های کاربردی به تصمیم‌گیری تیم‌ها کمک کند',
    en: 'turn our data into insights and models that drive decisions',
    az: 'məlumatları qərarların qəbuluna kömək edən nəticələrə çevirəcək',
  },
  qa: {
    fa: 'کیفیت نسخه‌ها را پیش از رسیدن به دست کاربران تضمین کند',
    en: 'make sure every release reaches users with confidence',
    az: 'hər yeni versiyanın keyfiyyətinə cavabdeh olacaq',
  },
  design: {
    fa: 'تجربه‌ای ساده و دلنشین برای کاربران ما طراحی کند',
    en: 'craft simple and delightful experiences for our users',
    az: 'istifadəçilərimiz üçün sadə və rahat interfeyslər yaradacaq',
  },
  product: {
    fa: 'مسیر توسعه محصول را بر اساس نیاز واقعی کاربران تعیین کند',
    en: 'shape the product roadmap around real customer needs',
    az: 'məhsulun inkişaf istiqamətini istifadəçi ehtiyaclarına uyğun müəyyən edəcək',
  },
  support: {
    fa: 'به مشکلات فنی مشتریان ما سریع و دقیق پاسخ دهد',
    en: 'help our customers solve technical issues quickly and politely',
    az: 'müştərilərimizin texniki suallarını operativ şəkildə cavablandıracaq',
  },
  content: {
    fa: 'محتوای باکیفیت و سئوشده برای وب‌سایت و شبکه‌های اجتماعی ما تولید کند',
    en: 'create high-quality, search-friendly content for our website and social channels',
    az: 'veb saytımız və sosial şəbəkələrimiz üçün keyfiyyətli kontent hazırlayacaq',
  },
  sales: {
    fa: 'با ارائه راهکارهای فنی به مشتریان سازمانی، فروش را توسعه دهد',
    en: 'guide business customers from the first demo to a signed contract',
    az: 'korporativ müştərilərə texniki həllər təqdim edərək satışları artıracaq',
  },
  finance: {
    fa: 'امور مالی، مالیاتی و بیمه‌ای شرکت را با دقت پیگیری کند',
    en: 'keep our books, payroll and tax filings accurate and on time',
    az: 'şirkətin maliyyə, vergi və əmək haqqı uçotunu aparacaq',
  },
};

const RESPONSIBILITIES: Record<Category, Record<DemoLanguage, readonly string[]>> = {
  dev: {
    fa: [
      'توسعه قابلیت‌های جدید و نگهداری کد موجود',
      'نوشتن تست‌های خودکار و مشارکت در بازبینی کد',
      'همکاری با تیم محصول و طراحی برای پیاده‌سازی نیازمندی‌ها',
      'رفع باگ و بهبود عملکرد سیستم',
      'مستندسازی فنی و انتقال دانش به تیم',
    ],
    en: [
      'Build new features and maintain existing code',
      'Write automated tests and take part in code reviews',
      'Work with product and design to turn requirements into working software',
      'Fix bugs and improve system performance',
      'Write technical documentation and share knowledge',
    ],
    az: [
      'Yeni funksiyaların hazırlanması və mövcud kodun dəstəklənməsi',
      'Avtomatlaşdırılmış testlərin yazılması və code review-da iştirak',
      'Məhsul və dizayn komandası ilə birgə tələblərin həyata keçirilməsi',
      'Xətaların aradan qaldırılması və sistem performansının artırılması',
      'Texniki sənədlərin hazırlanması',
    ],
  },
  mobile: {
    fa: [
      'توسعه و انتشار نسخه‌های جدید اپلیکیشن',
      'پیاده‌سازی دقیق طرح‌های رابط کاربری',
      'اتصال اپلیکیشن به APIهای بک‌اند',
      'بررسی گزارش‌های کرش و بهبود پایداری',
      'نوشتن تست و مشارکت در بازبینی کد',
    ],
    en: [
      'Develop and ship new app releases',
      'Implement UI designs with attention to detail',
      'Integrate the app with backend APIs',
      'Monitor crash reports and improve stability',
      'Write tests and review pull requests',
    ],
    az: [
      'Tətbiqin yeni versiyalarının hazırlanması və yayımlanması',
      'UI dizaynlarının dəqiq tətbiqi',
      'Backend API-ləri ilə inteqrasiya',
      'Crash hesabatlarının təhlili və stabilliyin artırılması',
      'Testlərin yazılması və code review',
    ],
  },
  ops: {
    fa: [
      'نگهداری و پایش سرورها و سرویس‌ها',
      'خودکارسازی فرایندهای استقرار و پیکربندی',
      'پاسخ به رخدادها و ریشه‌یابی مشکلات',
      'بهبود امنیت و پشتیبان‌گیری زیرساخت',
      'مستندسازی رویه‌های عملیاتی',
    ],
    en: [
      'Operate and monitor servers and services',
      'Automate deployment and configuration',
      'Respond to incidents and run root-cause analysis',
      'Improve infrastructure security and backups',
      'Document operational runbooks',
    ],
    az: [
      'Serverlərin və xidmətlərin idarə olunması və monitorinqi',
      'Deployment və konfiqurasiya proseslərinin avtomatlaşdırılması',
      'İnsidentlərə reaksiya və səbəblərin təhlili',
      'İnfrastrukturun təhlükəsizliyinin və ehtiyat nüsxələrinin təmin edilməsi',
      'Əməliyyat prosedurlarının sənədləşdirilməsi',
    ],
  },
  data: {
    fa: [
      'جمع‌آوری، پاک‌سازی و آماده‌سازی داده‌ها',
      'ساخت داشبورد و گزارش‌های مدیریتی',
      'طراحی و ارزیابی مدل‌های تحلیلی',
      'همکاری با تیم‌های کسب‌وکار برای تعریف شاخص‌ها',
      'پایش کیفیت داده‌ها',
    ],
    en: [
      'Collect, clean and prepare datasets',
      'Build dashboards and management reports',
      'Design and evaluate analytical models',
      'Define metrics together with business teams',
      'Monitor data quality',
    ],
    az: [
      'Məlumatların toplanması, təmizlənməsi və hazırlanması',
      'Dashboard və hesabatların hazırlanması',
      'Analitik modellərin qurulması və qiymətləndirilməsi',
      'Biznes komandaları ilə göstəricilərin müəyyən edilməsi',
      'Məlumat keyfiyyətinə nəzarət',
    ],
  },
  qa: {
    fa: [
      'طراحی و اجرای سناریوهای تست',
      'نوشتن تست‌های خودکار',
      'ثبت و پیگیری باگ‌ها',
      'اجرای تست رگرسیون پیش از هر انتشار',
      'همکاری با برنامه‌نویسان برای بازتولید مشکلات',
    ],
    en: [
      'Design and run test scenarios',
      'Write and maintain automated tests',
      'Report and track bugs',
      'Run regression tests before each release',
      'Work with developers to reproduce issues',
    ],
    az: [
      'Test ssenarilərinin hazırlanması və icrası',
      'Avtomatlaşdırılmış testlərin yazılması',
      'Xətaların qeydə alınması və izlənilməsi',
      'Hər buraxılışdan əvvəl reqressiya testlərinin aparılması',
      'Proqramçılarla birgə problemlərin təkrarlanması',
    ],
  },
  design: {
    fa: [
      'طراحی رابط کاربری وب و موبایل',
      'تهیه وایرفریم و پروتوتایپ',
      'انجام تحقیق کاربر و تست کاربردپذیری',
      'نگهداری و توسعه سیستم طراحی',
      'همکاری نزدیک با تیم توسعه در پیاده‌سازی طرح‌ها',
    ],
    en: [
      'Design web and mobile interfaces',
      'Create wireframes and prototypes',
      'Run user research and usability tests',
      'Maintain and evolve the design system',
      'Work closely with engineers during implementation',
    ],
    az: [
      'Veb və mobil interfeyslərin dizaynı',
      'Wireframe və prototiplərin hazırlanması',
      'İstifadəçi araşdırmaları və usability testlərinin aparılması',
      'Dizayn sisteminin inkişaf etdirilməsi',
      'Proqramçılarla birgə dizaynların tətbiqi',
    ],
  },
  product: {
    fa: [
      'تدوین و اولویت‌بندی نقشه راه محصول',
      'مصاحبه با کاربران و تحلیل نیازها',
      'نوشتن User Story و معیارهای پذیرش',
      'پایش شاخص‌های کلیدی محصول',
      'هماهنگی میان تیم‌های فنی، فروش و پشتیبانی',
    ],
    en: [
      'Own and prioritise the product roadmap',
      'Interview users and analyse their needs',
      'Write user stories and acceptance criteria',
      'Track key product metrics',
      'Align engineering, sales and support teams',
    ],
    az: [
      'Məhsulun yol xəritəsinin hazırlanması və prioritetləşdirilməsi',
      'İstifadəçilərlə müsahibələr və ehtiyacların təhlili',
      'User story və qəbul meyarlarının yazılması',
      'Əsas məhsul göstəricilərinin izlənilməsi',
      'Texniki, satış və dəstək komandaları arasında koordinasiya',
    ],
  },
  support: {
    fa: [
      'پاسخ‌گویی تلفنی و آنلاین به مشتریان',
      'ثبت و پیگیری تیکت‌ها',
      'راهنمایی کاربران در استفاده از محصول',
      'ارجاع مشکلات فنی به تیم مربوط',
      'تهیه پرسش‌های متداول و راهنماها',
    ],
    en: [
      'Answer customer questions by phone, chat and email',
      'Log and follow up support tickets',
      'Guide users through product features',
      'Escalate technical issues to the right team',
      'Write FAQ articles and how-to guides',
    ],
    az: [
      'Müştərilərə telefon və onlayn çat vasitəsilə dəstək',
      'Müraciətlərin qeydə alınması və izlənilməsi',
      'İstifadəçilərə məhsuldan istifadədə kömək',
      'Texniki problemlərin müvafiq komandaya ötürülməsi',
      'Tez-tez verilən suallar bölməsinin hazırlanması',
    ],
  },
  content: {
    fa: [
      'نگارش مقاله‌های تخصصی وبلاگ',
      'بهینه‌سازی محتوا برای موتورهای جست‌وجو',
      'تهیه متن برای شبکه‌های اجتماعی و خبرنامه',
      'ویرایش و بازبینی محتوای منتشرشده',
      'تحلیل عملکرد محتوا و پیشنهاد موضوعات جدید',
    ],
    en: [
      'Write in-depth blog articles',
      'Optimise content for search engines',
      'Prepare copy for social media and newsletters',
      'Edit and update published content',
      'Analyse content performance and suggest new topics',
    ],
    az: [
      'Bloq üçün peşəkar məqalələrin yazılması',
      'Kontentin axtarış sistemləri üçün optimallaşdırılması',
      'Sosial şəbəkələr və xəbər bülleteni üçün mətnlərin hazırlanması',
      'Dərc olunmuş kontentin redaktəsi',
      'Kontentin nəticələrinin təhlili',
    ],
  },
  sales: {
    fa: [
      'ارائه دموی محصول به مشتریان سازمانی',
      'بررسی نیازهای فنی مشتری و تهیه پیشنهاد',
      'مشارکت در مناقصه‌ها و جلسات مذاکره',
      'انتقال بازخورد مشتریان به تیم محصول',
      'پیگیری قراردادها تا مرحله اجرا',
    ],
    en: [
      'Run product demos for business customers',
      'Scope technical requirements and prepare proposals',
      'Take part in tenders and negotiations',
      'Share customer feedback with the product team',
      'Follow deals through to implementation',
    ],
    az: [
      'Korporativ müştərilərə məhsul təqdimatları',
      'Müştəri tələblərinin təhlili və təkliflərin hazırlanması',
      'Tender və danışıqlarda iştirak',
      'Müştəri rəylərinin məhsul komandasına ötürülməsi',
      'Müqavilələrin icrasına nəzarət',
    ],
  },
  finance: {
    fa: [
      'ثبت اسناد حسابداری و کنترل حساب‌ها',
      'تهیه لیست حقوق و دستمزد و بیمه',
      'تنظیم اظهارنامه‌های مالیاتی',
      'تهیه گزارش‌های مالی ماهانه',
      'مغایرت‌گیری حساب‌های بانکی',
    ],
    en: [
      'Record journal entries and reconcile accounts',
      'Prepare payroll and social-insurance lists',
      'Prepare tax returns',
      'Produce monthly financial reports',
      'Reconcile bank statements',
    ],
    az: [
      'Mühasibat yazılışlarının aparılması',
      'Əmək haqqı və sosial sığorta hesablamaları',
      'Vergi bəyannamələrinin hazırlanması',
      'Aylıq maliyyə hesabatlarının hazırlanması',
      'Bank hesablarının üzləşdirilməsi',
    ],
  },
};

const TYPE_NOTE: Record<DemoJobType, Record<DemoLanguage, string>> = {
  FULL_TIME: {
    fa: 'همکاری به‌صورت تمام‌وقت است.',
    en: 'This is a full-time position.',
    az: 'İş qrafiki: tam ştat, həftəiçi 09:00–18:00.',
  },
  PART_TIME: {
    fa: 'همکاری پاره‌وقت و با ساعت کاری قابل توافق است.',
    en: 'The role is part-time with flexible hours.',
    az: 'Yarımştat iş, saatlar razılaşma əsasında müəyyən edilir.',
  },
  CONTRACT: {
    fa: 'همکاری به‌صورت قراردادی و برای مدت مشخص است.',
    en: 'This is a fixed-term contract with a possible extension.',
    az: 'Müəyyən müddətli müqavilə, uzadılma imkanı ilə.',
  },
  REMOTE: {
    fa: 'این موقعیت کاملاً دورکاری است.',
    en: 'The position is fully remote.',
    az: 'İş tam uzaqdandır.',
  },
  ONSITE: {
    fa: 'حضور در دفتر شرکت الزامی است.',
    en: 'The role is based in our office.',
    az: 'İş ofisdə yerinə yetirilir.',
  },
  HYBRID: {
    fa: 'همکاری به‌صورت ترکیبی، بخشی حضوری و بخشی دورکاری است.',
    en: 'We work hybrid: part of the week in the office, part from home.',
    az: 'Hibrid iş rejimi: həftənin bir hissəsi ofisdə, bir hissəsi evdən.',
  },
  FREELANCE: {
    fa: 'همکاری پروژه‌ای است و پرداخت پس از تحویل هر مرحله انجام می‌شود.',
    en: 'This is a freelance engagement paid per milestone.',
    az: 'Layihə əsaslı əməkdaşlıq, ödəniş mərhələlərlə aparılır.',
  },
  INTERNSHIP: {
    fa: 'دوره کارآموزی سه‌ماهه و همراه با منتور است.',
    en: 'The internship lasts three months and includes a dedicated mentor.',
    az: 'Təcrübə proqramı üç ay davam edir və mentor dəstəyi ilə keçirilir.',
  },
  TEMPORARY: {
    fa: 'این موقعیت موقت و برای یک دوره چندماهه است.',
    en: 'This is a temporary role for a few months.',
    az: 'Müvəqqəti iş, bir neçə aylıq müddətə.',
  },
};

const CLOSINGS: Record<DemoLanguage, readonly string[]> = {
  fa: [
    'در صورت تمایل، رزومه خود را از طریق همین آگهی ارسال کنید.',
    'محیط کاری پویا و تیمی جوان و باانگیزه در انتظار شماست.',
    'فرایند مصاحبه شامل یک جلسه فنی و یک جلسه آشنایی با تیم است.',
    'به رزومه‌های همراه با نمونه‌کار اولویت داده می‌شود.',
  ],
  en: [
    'Apply with your CV through this page.',
    'You will join a friendly, experienced team that values ownership.',
    'Our hiring process has a short technical interview and a team conversation.',
    'Applications with links to past work are reviewed first.',
  ],
  az: [
    'Maraqlanan namizədlər CV-lərini bu elan vasitəsilə göndərə bilərlər.',
    'Sizi gənc və peşəkar komanda gözləyir.',
    'Müsahibə prosesi texniki və komanda ilə tanışlıq mərhələlərindən ibarətdir.',
    'Portfolio təqdim edən namizədlərə üstünlük veriləcək.',
  ],
};

const GENERIC_REQ: Record<DemoLanguage, readonly string[]> = {
  fa: [
    'روحیه کار تیمی و مسئولیت‌پذیری',
    'دارای کارت پایان خدمت یا معافیت دائم (برای آقایان)',
    'توانایی مطالعه مستندات فنی به زبان انگلیسی',
    'مهارت حل مسئله و یادگیری سریع',
  ],
  en: [
    'Good communication skills in English',
    'Team player with a sense of ownership',
    'Strong problem-solving skills',
    'Comfortable working in an agile team',
  ],
  az: [
    'Komanda ilə işləmə bacarığı və məsuliyyət',
    'İngilis dilində texniki sənədləri oxuma bacarığı',
    'Analitik düşüncə və problem həll etmə bacarığı',
    'Rus dilini bilmək üstünlükdür',
  ],
};

const EXPERIENCE_REQ: Record<DemoLanguage, Record<DemoExperienceLevel | 'INTERN', string>> = {
  fa: {
    INTERN: 'دانشجوی سال آخر یا فارغ‌التحصیل جدید',
    ENTRY: 'حداقل ۱ سال سابقه کار مرتبط یا گذراندن دوره کارآموزی',
    MID: 'حداقل ۳ سال سابقه کار مرتبط',
    SENIOR: 'حداقل ۵ سال سابقه کار مرتبط',
    LEAD: 'حداقل ۷ سال سابقه کار که ۲ سال آن در نقش سرپرستی باشد',
  },
  en: {
    INTERN: 'Final-year student or recent graduate',
    ENTRY: 'Up to 2 years of relevant experience or a completed internship',
    MID: '3+ years of relevant experience',
    SENIOR: '5+ years of relevant experience',
    LEAD: '7+ years of experience, including 2+ years leading a team',
  },
  az: {
    INTERN: 'Son kurs tələbəsi və ya yeni məzun olmaq',
    ENTRY: 'Müvafiq sahədə ən azı 1 il təcrübə və ya təcrübə proqramı keçmək',
    MID: 'Müvafiq sahədə minimum 3 il iş təcrübəsi',
    SENIOR: 'Müvafiq sahədə minimum 5 il iş təcrübəsi',
    LEAD: 'Minimum 7 il təcrübə, onun 2 ili komanda rəhbəri kimi',
  },
};

const BENEFITS: Record<DemoLanguage, readonly string[]> = {
  fa: [
    'بیمه تکمیلی',
    'بیمه تأمین اجتماعی از روز اول',
    'ناهار رایگان',
    'بودجه آموزش و شرکت در دوره‌ها',
    'پاداش عملکرد',
    'ساعت کاری شناور',
    'امکان دورکاری',
    'وام قرض‌الحسنه',
    'سرویس رفت‌وآمد',
    'هدیه مناسبت‌ها و عیدی',
  ],
  en: [
    'Supplementary health insurance',
    'Free lunch',
    'Annual learning budget',
    'Performance bonus',
    'Flexible working hours',
    'Remote-friendly culture',
    'Interest-free loans',
    'Paid time off',
    'Home-office allowance',
    'Team events and retreats',
  ],
  az: [
    'Tibbi sığorta',
    'Pulsuz nahar',
    'Təlim büdcəsi',
    'Rüblük bonuslar',
    'Çevik iş saatları',
    'Uzaqdan iş imkanı',
    'Nəqliyyat xərclərinin ödənilməsi',
    'Rəsmi əmək müqaviləsi',
    'Korporativ tədbirlər',
    'İllik ödənişli məzuniyyət',
  ],
};

/** Freelancers get no insurance or lunch; these are what freelance ads offer instead. */
const FREELANCE_BENEFITS: Record<DemoLanguage, readonly string[]> = {
  fa: ['پرداخت مرحله‌ای و منظم', 'ساعت کاری آزاد', 'امکان همکاری بلندمدت', 'پیش‌پرداخت در شروع پروژه'],
  en: [
    'Milestone-based payment',
    'Flexible hours',
    'Option for a long-term collaboration',
    'Upfront deposit at project start',
  ],
  az: [
    'Mərhələli ödəniş',
    'Sərbəst iş saatları',
    'Uzunmüddətli əməkdaşlıq imkanı',
    'Layihənin əvvəlində avans ödənişi',
  ],
};

type EduGroup = 'tech' | 'general' | 'finance';
const EDUCATION: Record<DemoLanguage, Record<EduGroup, ReadonlyArray<string | null>>> = {
  fa: {
    tech: [
      'کارشناسی مهندسی کامپیوتر یا رشته‌های مرتبط',
      'کارشناسی یا کارشناسی ارشد در رشته‌های فنی و مهندسی',
      'مدرک تحصیلی ملاک نیست؛ مهارت و نمونه‌کار اولویت دارد',
      null,
    ],
    general: ['کارشناسی در رشته مرتبط', 'دیپلم یا کاردانی', null],
    finance: ['کارشناسی حسابداری یا مدیریت مالی', 'کارشناسی حسابداری'],
  },
  en: {
    tech: [
      "Bachelor's degree in Computer Science or a related field",
      "Bachelor's or Master's degree in Software Engineering",
      'No formal degree required; skills and portfolio matter most',
      null,
    ],
    general: ["Bachelor's degree in a related field", 'Associate degree or equivalent experience', null],
    finance: ["Bachelor's degree in Accounting or Finance"],
  },
  az: {
    tech: [
      'Kompüter elmləri və ya əlaqəli sahə üzrə bakalavr dərəcəsi',
      'İnformasiya texnologiyaları üzrə ali təhsil',
      'Təhsil şərt deyil, bacarıq və portfolio əsasdır',
      null,
    ],
    general: ['Müvafiq sahə üzrə ali təhsil', 'Orta ixtisas və ya ali təhsil', null],
    finance: ['Mühasibat uçotu və ya maliyyə üzrə ali təhsil'],
  },
};

const EDU_GROUP: Record<Category, EduGroup> = {
  dev: 'tech',
  mobile: 'tech',
  ops: 'tech',
  data: 'tech',
  qa: 'tech',
  design: 'tech',
  product: 'tech',
  support: 'general',
  content: 'general',
  sales: 'general',
  finance: 'finance',
};

// ───────────────────────── Precomputed per-role strings ─────────────────────────

type LevelKey = DemoExperienceLevel | 'INTERN';
const LEVEL_KEYS: readonly LevelKey[] = [...LEVELS, 'INTERN'];

interface RoleVariant {
  title: string;
  slugPrefix: string;
  roleSentence: string;
}

interface PreparedRole {
  def: RoleDef;
  /** [lang][levelKey] */
  variants: Record<DemoLanguage, Record<LevelKey, RoleVariant>>;
  /** Skill-based requirements per language (4 items): experienced and junior wording. */
  skillReq: Record<DemoLanguage, string[]>;
  skillReqJunior: Record<DemoLanguage, string[]>;
}

const capitalize = (s: string): string =>
  s.length > 1 && s[1] !== s[1]!.toUpperCase() ? s[0]!.toUpperCase() + s.slice(1) : s;
const article = (s: string): string => (/^[AEIO]/.test(s) ? 'an' : 'a');

function titleFor(lang: DemoLanguage, r: RoleDef, lvl: LevelKey): string {
  if (lang === 'en') {
    const [t, team] = r.en;
    switch (lvl) {
      case 'INTERN':
        return `${team} Intern`;
      case 'ENTRY':
        return `Junior ${t}`;
      case 'MID':
        return t;
      case 'SENIOR':
        return `Senior ${t}`;
      case 'LEAD':
        return `Lead ${t}`;
    }
  }
  if (lang === 'fa') {
    const [head, q, team] = r.fa;
    const base = q ? `${head} ${q}` : head;
    switch (lvl) {
      case 'INTERN':
        return `کارآموز ${team}`;
      case 'ENTRY':
        return `${base} (جونیور)`;
      case 'MID':
        return base;
      case 'SENIOR':
        return q ? `${head} ارشد ${q}` : `${head} ارشد`;
      case 'LEAD':
        return `سرپرست تیم ${team}`;
    }
  }
  const [t, team] = r.az;
  switch (lvl) {
    case 'INTERN':
      return `${team} üzrə təcrübəçi`;
    case 'ENTRY':
      return `${capitalize(t)} (junior)`;
    case 'MID':
      return capitalize(t);
    case 'SENIOR':
      return `Baş ${t}`;
    case 'LEAD':
      return `${team} komandasının rəhbəri`;
  }
}

function slugPrefixFor(r: RoleDef, lvl: LevelKey): string {
  switch (lvl) {
    case 'INTERN':
      return `${r.slug}-intern`;
    case 'ENTRY':
      return `junior-${r.slug}`;
    case 'MID':
      return r.slug;
    case 'SENIOR':
      return `senior-${r.slug}`;
    case 'LEAD':
      return `lead-${r.slug}`;
  }
}

function roleSentenceFor(lang: DemoLanguage, r: RoleDef, lvl: LevelKey, title: string): string {
  const phrase = CAT_PHRASE[r.cat][lang];
  if (lvl === 'INTERN') {
    if (lang === 'fa')
      return `این موقعیت کارآموزی برای دانشجویان و فارغ‌التحصیلان علاقه‌مند به حوزه ${r.fa[2]} مناسب است.`;
    if (lang === 'en')
      return `This internship is a great fit for students and recent graduates interested in ${r.en[1]} work.`;
    return `Bu təcrübə proqramı ${r.az[1]} sahəsinə maraq göstərən tələbə və məzunlar üçündür.`;
  }
  if (lang === 'fa') return `به دنبال ${title} هستیم که ${phrase}.`;
  if (lang === 'en') return `We are looking for ${article(title)} ${title} to ${phrase}.`;
  return `«${title}» vəzifəsinə əməkdaş axtarırıq; seçilən namizəd ${phrase}.`;
}

function skillReqFor(lang: DemoLanguage, s: readonly string[], junior: boolean): string[] {
  const [a, b, c2, d] = [s[0]!, s[1]!, s[2]!, s[3] ?? s[2]!];
  if (junior) {
    if (lang === 'fa')
      return [
        `آشنایی با ${a}`,
        `آشنایی مقدماتی با ${b}`,
        `علاقه به یادگیری ${c2}`,
        `آشنایی با ${d} مزیت محسوب می‌شود`,
      ];
    if (lang === 'en')
      return [
        `Working knowledge of ${a}`,
        `Basic familiarity with ${b}`,
        `Willingness to learn ${c2}`,
        `Exposure to ${d} is a plus`,
      ];
    return [
      `${a} üzrə əsas biliklər`,
      `${b} ilə ilkin tanışlıq`,
      `${c2} öyrənməyə həvəs`,
      `${d} ilə tanışlıq üstünlükdür`,
    ];
  }
  if (lang === 'fa')
    return [`تسلط بر ${a}`, `تجربه کار با ${b}`, `تجربه کار با ${c2}`, `آشنایی با ${d} مزیت محسوب می‌شود`];
  if (lang === 'en')
    return [
      `Strong ${a} skills`,
      `Hands-on experience with ${b}`,
      `Practical experience with ${c2}`,
      `Knowledge of ${d} is a plus`,
    ];
  return [
    `${a} üzrə dərin bilik`,
    `${b} ilə iş təcrübəsi`,
    `${c2} ilə praktiki təcrübə`,
    `${d} biliyi üstünlükdür`,
  ];
}

const PREPARED: PreparedRole[] = ROLES.map((def) => {
  const variants = {} as Record<DemoLanguage, Record<LevelKey, RoleVariant>>;
  const skillReq = {} as Record<DemoLanguage, string[]>;
  const skillReqJunior = {} as Record<DemoLanguage, string[]>;
  for (const lang of LANGS) {
    const perLevel = {} as Record<LevelKey, RoleVariant>;
    for (const lvl of LEVEL_KEYS) {
      const title = titleFor(lang, def, lvl);
      perLevel[lvl] = {
        title,
        slugPrefix: slugPrefixFor(def, lvl),
        roleSentence: roleSentenceFor(lang, def, lvl, title),
      };
    }
    variants[lang] = perLevel;
    skillReq[lang] = skillReqFor(lang, def.skills, false);
    skillReqJunior[lang] = skillReqFor(lang, def.skills, true);
  }
  return { def, variants, skillReq, skillReqJunior };
});

// ───────────────────────────── Job composition ─────────────────────────────

const M = 1_000_000;

function makeJob(rng: Rng, index: number): DemoJob {
  // Language: ~50% fa, ~30% en, ~20% az.
  const lr = rng();
  const language: DemoLanguage = lr < 0.5 ? 'fa' : lr < 0.8 ? 'en' : 'az';

  const role = PREPARED[(rng() * PREPARED.length) | 0]!;
  const type = pick(rng, TYPE_TABLE);
  const isIntern = type === 'INTERNSHIP';
  const experienceLevel: DemoExperienceLevel = isIntern ? 'ENTRY' : pick(rng, LEVEL_TABLE);
  const levelKey: LevelKey = isIntern ? 'INTERN' : experienceLevel;
  const variant = role.variants[language][levelKey];

  // Employer: individuals only post freelance work.
  const pool = COMPANIES[language];
  const company =
    type === 'FREELANCE' && pool.people.length > 0 && rng() < 0.4 ? pool.people[0]! : pick(rng, pool.firms);

  // Location.
  const remote = type === 'REMOTE' || ((type === 'FREELANCE' || company.person) && rng() < 0.6);
  const place = remote ? 'remote' : pick(rng, CITIES[language]);

  // Salary (monthly, rials), rounded to 10 million rials (1 million toman).
  let salaryMinRials: bigint | null = null;
  let salaryMaxRials: bigint | null = null;
  const sr = rng();
  if (sr >= 0.12) {
    const [lo, hi] = BANDS[levelKey];
    const span = hi - lo;
    const scale = type === 'PART_TIME' ? 0.6 : 1;
    const minM = (lo + Math.floor((rng() * span * 0.6) / 10) * 10) * scale;
    const maxM = Math.min(
      hi * scale,
      minM + (Math.floor((span * 0.15) / 10) + Math.floor((rng() * span * 0.3) / 10)) * 10 * scale,
    );
    const minR = Math.round(minM / 10) * 10 * M;
    const maxR = Math.round(maxM / 10) * 10 * M;
    if (sr < 0.18)
      salaryMinRials = BigInt(minR); // only a minimum ("from …")
    else if (sr < 0.23)
      salaryMaxRials = BigInt(maxR); // only a maximum ("up to …")
    else {
      salaryMinRials = BigInt(minR);
      salaryMaxRials = BigInt(maxR);
    }
  }

  // Dates: ~10% expired, ~15% without expiry, rest expire within 60 days.
  let postedDaysAgo = (rng() * 366) | 0;
  const er = rng();
  let expiresInDays: number | null;
  if (er < 0.1) {
    expiresInDays = -1 - ((rng() * 60) | 0);
    if (postedDaysAgo < 7 - expiresInDays) postedDaysAgo = 7 - expiresInDays;
  } else if (er < 0.25) {
    expiresInDays = null;
  } else {
    expiresInDays = 1 + ((rng() * 60) | 0);
  }
  const permanent = rng() < 0.03;

  // Skills: the role's three core skills (referenced by the requirements) plus
  // a rotating window over the rest, 3–8 in total.
  const all = role.def.skills;
  const extra = (rng() * (Math.min(8, all.length) - 2)) | 0;
  const skills = [all[0]!, all[1]!, all[2]!];
  const rest = all.length - 3;
  const off = (rng() * rest) | 0;
  for (let k = 0; k < extra; k++) skills.push(all[3 + ((off + k) % rest)]!);

  // Requirements (3–6).
  const rr = rng();
  const sreq = (levelKey === 'INTERN' || levelKey === 'ENTRY' ? role.skillReqJunior : role.skillReq)[
    language
  ];
  const generic = GENERIC_REQ[language];
  const g = (rng() * generic.length) | 0;
  const requirements = [EXPERIENCE_REQ[language][levelKey], sreq[0]!, sreq[1 + ((rr * 2) | 0)]!];
  if (rr > 0.3) requirements.push(generic[g]!);
  if (rr > 0.6) requirements.push(sreq[3]!);
  if (rr > 0.85) requirements.push(generic[(g + 1) % generic.length]!);

  // Responsibilities (3–5) and benefits (2–5).
  const resp = RESPONSIBILITIES[role.def.cat][language];
  const responsibilities = rotate(resp, (rng() * resp.length) | 0, 3 + ((rng() * 3) | 0));
  const ben = type === 'FREELANCE' ? FREELANCE_BENEFITS[language] : BENEFITS[language];
  const benefits = rotate(ben, (rng() * ben.length) | 0, 2 + ((rng() * (ben.length === 4 ? 3 : 4)) | 0));

  const education = pick(rng, EDUCATION[language][EDU_GROUP[role.def.cat]]);

  const description =
    company.intro +
    ' ' +
    variant.roleSentence +
    ' ' +
    TYPE_NOTE[type][language] +
    ' ' +
    pick(rng, CLOSINGS[language]);

  return {
    slug: `${variant.slugPrefix}-${place}-${index.toString(36)}`,
    language,
    title: variant.title,
    companyName: company.name,
    place,
    salaryMinRials,
    salaryMaxRials,
    type,
    experienceLevel,
    skills,
    description,
    requirements,
    responsibilities,
    education,
    benefits,
    postedDaysAgo,
    expiresInDays,
    permanent,
    employerKey: company.key,
  };
}

/** Generate `count` deterministic jobs. Same (count, seed) → same output. */
export function generateJobs(count: number, seed = 1): DemoJob[] {
  const rng = mulberry32(seed);
  const out = new Array<DemoJob>(count);
  for (let i = 0; i < count; i++) out[i] = makeJob(rng, i);
  return out;
}

/**
 * Stream the same jobs as generateJobs(count, seed) in batches of `batchSize`,
 * so a seeder can insert 250k rows without holding them all in memory.
 */
export function* generateJobBatches(count: number, batchSize: number, seed = 1): Generator<DemoJob[]> {
  if (!(batchSize >= 1)) throw new RangeError('batchSize must be >= 1');
  const rng = mulberry32(seed);
  for (let start = 0; start < count; start += batchSize) {
    const end = Math.min(count, start + batchSize);
    const batch = new Array<DemoJob>(end - start);
    for (let i = start; i < end; i++) batch[i - start] = makeJob(rng, i);
    yield batch;
  }
}
