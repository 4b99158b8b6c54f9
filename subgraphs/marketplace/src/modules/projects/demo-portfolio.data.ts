import type { PortfolioProjectInput } from '@platform/rules/portfolio';

interface Words {
  title: string;
  summary: string;
  description?: string;
  developerNotes?: string;
  challenges?: string;
}

/** A demo project: who writes it (the team's editors, or a demo collaborator by key), its team, and its words. */
export interface DemoProject {
  owner: 'team' | string;
  team: [collaborator: string, role: PortfolioProjectInput['team'][number]['role']][];
  project: Omit<PortfolioProjectInput, 'pictures' | 'team' | 'words'>;
  /** The gallery's pictures: what each screen shows (drawn by `demoPicture`), with a caption in each language. */
  screens: {
    kind: 'dashboard' | 'phone' | 'page' | 'chat';
    caption: { fa: string; en: string; az: string };
  }[];
  /** Its colours: the screens' accent and their background. */
  palette: [accent: string, background: string];
  words: { fa: Words; en: Words; az: Words };
  /** Demo people who like it (collaborators, by key). */
  likedBy: string[];
}

const screen = (kind: DemoProject['screens'][number]['kind'], fa: string, en: string, az: string) => ({
  kind,
  caption: { fa, en, az },
});

/** The portfolio as the team and the demo collaborators first wrote it, in Persian, English and Azerbaijani. */
export const demoPortfolio: DemoProject[] = [
  {
    owner: 'team',
    team: [
      ['arash-tehrani', 'TECH_LEAD'],
      ['sepideh-karimi', 'DEVELOPER'],
      ['mina-hosseini', 'DESIGNER'],
    ],
    project: {
      slug: 'rtl-online-shop',
      industry: 'RETAIL',
      categories: ['ECOMMERCE', 'WEB_APP'],
      technologies: ['React', 'Node.js', 'PostgreSQL', 'Redis'],
      clientName: 'Pars Textile',
      priceRials: 3_500_000_000,
      startedOn: '2024-09',
      completedOn: '2025-04',
      state: 'COMPLETED',
      forSale: true,
      collaborating: false,
      demoUrl: 'https://shop-demo.karnama.ir',
    },
    screens: [
      screen('page', 'صفحهٔ اصلی فروشگاه', 'The shop’s home page', 'Mağazanın ana səhifəsi'),
      screen('dashboard', 'انبار و سفارش‌ها', 'Stock and orders', 'Anbar və sifarişlər'),
      screen('phone', 'سبد خرید در موبایل', 'The basket on a phone', 'Telefonda səbət'),
    ],
    palette: ['#0f766e', '#f0fdfa'],
    words: {
      fa: {
        title: 'فروشگاه اینترنتی راست‌به‌چپ',
        summary: 'فروشگاهی کامل با پرداخت زرین‌پال، انبار و پنل فروشنده.',
        description:
          'فروشگاه پوشاک با جست‌وجوی فارسی، فیلتر رنگ و سایز، پرداخت زرین‌پال و پیامک وضعیت سفارش. پنل فروشنده انبار، تخفیف و گزارش فروش روزانه را نشان می‌دهد.',
        developerNotes: 'رندر سمت سرور برای سئو و صفحه‌های سبک؛ کش کالاها در Redis.',
        challenges: 'هم‌زمانی موجودی انبار در حراج‌ها با قفل‌های کوتاه پایگاه داده حل شد.',
      },
      en: {
        title: 'A right-to-left online shop',
        summary: 'A complete shop with Zarinpal payments, stock and a seller’s panel.',
        description:
          'A clothing shop with Persian search, colour and size filters, Zarinpal payments and order-status SMS. The seller’s panel shows stock, discounts and daily sales.',
        developerNotes: 'Server-rendered for search engines and light pages; products cached in Redis.',
        challenges: 'Stock stayed right during flash sales with short database locks.',
      },
      az: {
        title: 'Sağdan sola onlayn mağaza',
        summary: 'Zarinpal ödənişi, anbar və satıcı paneli olan tam mağaza.',
        description:
          'Fars dilində axtarış, rəng və ölçü filtrləri, Zarinpal ödənişi və sifariş statusu SMS-i olan geyim mağazası.',
      },
    },
    likedBy: ['farid-aliyev', 'babak-rostami', 'gunel-mammadova'],
  },
  {
    owner: 'sepideh-karimi',
    team: [['sepideh-karimi', 'DEVELOPER']],
    project: {
      slug: 'clinic-booking-app',
      industry: 'HEALTH',
      categories: ['MOBILE_APP'],
      technologies: ['Flutter', 'Firebase'],
      clientName: 'Darmankade Clinic',
      priceRials: null,
      startedOn: '2025-01',
      completedOn: '2025-06',
      state: 'COMPLETED',
      forSale: false,
      collaborating: false,
      demoUrl: 'https://clinic-demo.karnama.ir',
    },
    screens: [
      screen('phone', 'انتخاب پزشک و نوبت', 'Choosing a doctor and a time', 'Həkim və vaxt seçimi'),
      screen('phone', 'یادآوری نوبت', 'Appointment reminders', 'Növbə xatırlatmaları'),
    ],
    palette: ['#2563eb', '#eff6ff'],
    words: {
      fa: {
        title: 'اپلیکیشن نوبت‌دهی درمانگاه',
        summary: 'نوبت گرفتن از پزشک در سه لمس، با یادآوری و تقویم شمسی.',
        description:
          'بیماران پزشک و ساعت را انتخاب می‌کنند، هزینه را آنلاین می‌پردازند و یک روز پیش از نوبت یادآوری می‌گیرند.',
      },
      en: {
        title: 'Clinic booking app',
        summary: 'Book a doctor in three taps, with reminders and the Persian calendar.',
        description: 'Patients choose a doctor and a time, pay online and get a reminder the day before.',
      },
      az: {
        title: 'Klinika üçün növbə tətbiqi',
        summary: 'Üç toxunuşla həkimə növbə, xatırlatmalar və şəmsi təqvimi ilə.',
      },
    },
    likedBy: ['arash-tehrani'],
  },
  {
    owner: 'team',
    team: [
      ['hamed-jafari', 'DEVELOPER'],
      ['niloofar-ahmadzadeh', 'PRODUCT_MANAGER'],
    ],
    project: {
      slug: 'course-assistant-bot',
      industry: 'EDUCATION',
      categories: ['BOT', 'AI'],
      technologies: ['Python', 'PostgreSQL'],
      clientName: null,
      priceRials: 900_000_000,
      startedOn: '2025-03',
      completedOn: '2025-07',
      state: 'COMPLETED',
      forSale: true,
      collaborating: false,
      demoUrl: 'https://t.me/karnama_course_bot',
    },
    screens: [
      screen('chat', 'پرسش و پاسخ دانشجو', 'A student’s question answered', 'Tələbənin sualına cavab'),
      screen('dashboard', 'گزارش پرسش‌های پرتکرار', 'The most asked questions', 'Ən çox verilən suallar'),
    ],
    palette: ['#7c3aed', '#f5f3ff'],
    words: {
      fa: {
        title: 'ربات دستیار دوره‌های آموزشی',
        summary: 'ربات تلگرامی که به پرسش‌های دانشجویان از روی جزوهٔ دوره پاسخ می‌دهد.',
        description:
          'ربات متن درس‌ها را می‌خواند و پاسخ را با ارجاع به جلسهٔ مربوط می‌دهد؛ پرسش‌های بی‌پاسخ به استاد می‌رسد.',
      },
      en: {
        title: 'Course assistant bot',
        summary: 'A Telegram bot that answers students from the course notes.',
        description:
          'It reads the lessons and answers with a reference to the session; what it cannot answer goes to the teacher.',
      },
      az: {
        title: 'Kurs köməkçisi bot',
        summary: 'Tələbələrin suallarına kurs qeydlərindən cavab verən Telegram botu.',
      },
    },
    likedBy: ['sepideh-karimi', 'mina-hosseini'],
  },
  {
    owner: 'farid-aliyev',
    team: [
      ['farid-aliyev', 'DEVELOPER'],
      ['rashad-huseynov', 'DEVOPS_ENGINEER'],
    ],
    project: {
      slug: 'freight-dashboard',
      industry: 'LOGISTICS',
      categories: ['DASHBOARD', 'WEB_APP'],
      technologies: ['Vue', 'Go', 'PostgreSQL'],
      clientName: 'Caspian Cargo',
      priceRials: null,
      startedOn: '2024-05',
      completedOn: '2025-02',
      state: 'COMPLETED',
      forSale: false,
      collaborating: false,
      demoUrl: null,
    },
    screens: [
      screen('dashboard', 'نقشهٔ محموله‌ها', 'Shipments on the map', 'Yüklər xəritədə'),
      screen('dashboard', 'گزارش تأخیرها', 'Delays report', 'Gecikmələr hesabatı'),
    ],
    palette: ['#ea580c', '#fff7ed'],
    words: {
      fa: {
        title: 'داشبورد حمل بار دریای خزر',
        summary: 'پیگیری لحظه‌ای محموله‌ها میان باکو، آستارا و بندر انزلی.',
      },
      en: {
        title: 'Caspian freight dashboard',
        summary: 'Live tracking of shipments between Baku, Astara and Anzali.',
        challenges:
          'Customs data arrives late and twice; shipments are matched by their documents, not by time.',
      },
      az: {
        title: 'Xəzər yükdaşıma paneli',
        summary: 'Bakı, Astara və Ənzəli arasında yüklərin canlı izlənməsi.',
      },
    },
    likedBy: ['yashar-abbaszadeh'],
  },
  {
    owner: 'team',
    team: [
      ['babak-rostami', 'ARCHITECT'],
      ['mohammad-rezvani', 'DEVELOPER'],
    ],
    project: {
      slug: 'bank-kyc-api',
      industry: 'FINANCE',
      categories: ['API'],
      technologies: ['Java', 'Spring Boot', 'Kafka'],
      clientName: null,
      priceRials: null,
      startedOn: '2024-02',
      completedOn: '2024-12',
      state: 'COMPLETED',
      forSale: false,
      collaborating: false,
      demoUrl: null,
    },
    screens: [
      screen(
        'dashboard',
        'پایش درخواست‌های احراز هویت',
        'Watching identity checks',
        'Şəxsiyyət yoxlamalarının izlənməsi',
      ),
    ],
    palette: ['#1e3a8a', '#eef2ff'],
    words: {
      fa: {
        title: 'سرویس احراز هویت مشتری بانک',
        summary: 'API احراز هویت با کد ملی، کارت و تصویر، برای افتتاح حساب آنلاین.',
        developerNotes: 'هر مرحله یک رویداد در Kafka است؛ هیچ پاسخ کندی کل جریان را نگه نمی‌دارد.',
      },
      en: {
        title: 'Bank customer KYC API',
        summary: 'Identity checks by national ID, card and photo, for opening accounts online.',
      },
      az: {
        title: 'Bank müştərisinin eyniləşdirilməsi API-si',
        summary: 'Onlayn hesab açmaq üçün şəxsiyyət vəsiqəsi və foto ilə yoxlama.',
      },
    },
    likedBy: [],
  },
  {
    owner: 'gunel-mammadova',
    team: [['gunel-mammadova', 'DEVELOPER']],
    project: {
      slug: 'news-portal',
      industry: 'MEDIA',
      categories: ['WEBSITE'],
      technologies: ['Next.js', 'TypeScript'],
      clientName: 'Xəbər Media',
      priceRials: 1_200_000_000,
      startedOn: '2025-02',
      completedOn: '2025-05',
      state: 'COMPLETED',
      forSale: true,
      collaborating: false,
      demoUrl: 'https://news-demo.karnama.ir',
    },
    screens: [
      screen('page', 'صفحهٔ اول خبرها', 'The front page', 'Ön səhifə'),
      screen('phone', 'خبر در موبایل', 'An article on a phone', 'Telefonda xəbər'),
    ],
    palette: ['#be123c', '#fff1f2'],
    words: {
      fa: {
        title: 'پورتال خبری سه‌زبانه',
        summary: 'سایت خبری به آذربایجانی، فارسی و انگلیسی با صفحه‌های سریع.',
      },
      en: {
        title: 'Three-language news portal',
        summary: 'A news site in Azerbaijani, Persian and English with fast pages.',
      },
      az: {
        title: 'Üçdilli xəbər portalı',
        summary: 'Azərbaycan, fars və ingilis dillərində sürətli səhifələri olan xəbər saytı.',
        description: 'Redaktorlar xəbəri bir dəfə yazır, tərcümələr eyni səhifəyə bağlanır.',
      },
    },
    likedBy: ['farid-aliyev', 'rashad-huseynov'],
  },
  {
    owner: 'team',
    team: [
      ['yashar-abbaszadeh', 'TECH_LEAD'],
      ['shirin-bagheri', 'QA_ENGINEER'],
    ],
    project: {
      slug: 'hotel-reservations',
      industry: 'TRAVEL',
      categories: ['WEB_APP', 'MOBILE_APP'],
      technologies: ['React Native', 'Node.js'],
      clientName: 'Tabriz Hotels',
      priceRials: null,
      startedOn: '2025-08',
      completedOn: null,
      state: 'IN_PROGRESS',
      forSale: false,
      collaborating: true,
      demoUrl: null,
    },
    screens: [screen('phone', 'جست‌وجوی اتاق', 'Finding a room', 'Otaq axtarışı')],
    palette: ['#0891b2', '#ecfeff'],
    words: {
      fa: { title: 'رزرو هتل‌های تبریز', summary: 'رزرو اتاق با قیمت روز و پرداخت ریالی؛ در حال ساخت.' },
      en: {
        title: 'Tabriz hotel reservations',
        summary: 'Rooms at today’s price, paid in rials; being built.',
      },
      az: {
        title: 'Təbriz otellərində rezervasiya',
        summary: 'Günün qiymətinə otaq, rialla ödəniş; hazırlanır.',
      },
    },
    likedBy: ['sepideh-karimi'],
  },
  {
    owner: 'mohammad-rezvani',
    team: [['mohammad-rezvani', 'DEVELOPER']],
    project: {
      slug: 'property-listings',
      industry: 'REAL_ESTATE',
      categories: ['WEBSITE', 'WEB_APP'],
      technologies: ['PHP', 'Laravel', 'MySQL'],
      clientName: null,
      priceRials: 1_500_000_000,
      startedOn: '2024-10',
      completedOn: '2025-03',
      state: 'COMPLETED',
      forSale: true,
      collaborating: false,
      demoUrl: 'https://melk-demo.karnama.ir',
    },
    screens: [
      screen('page', 'آگهی‌های ملک', 'Property listings', 'Əmlak elanları'),
      screen('dashboard', 'پنل مشاور املاک', 'The agent’s panel', 'Agentin paneli'),
    ],
    palette: ['#15803d', '#f0fdf4'],
    words: {
      fa: { title: 'سامانهٔ آگهی ملک', summary: 'آگهی خرید و اجاره با نقشه، فیلتر متراژ و پنل مشاور.' },
      en: {
        title: 'Property listings',
        summary: 'Homes to buy and rent, with a map, size filters and an agent’s panel.',
      },
      az: {
        title: 'Əmlak elanları sistemi',
        summary: 'Xəritə, sahə filtri və agent paneli ilə alqı-satqı və kirayə.',
      },
    },
    likedBy: ['hamed-jafari'],
  },
  {
    owner: 'team',
    team: [
      ['niloofar-ahmadzadeh', 'PROJECT_MANAGER'],
      ['babak-rostami', 'DEVELOPER'],
    ],
    project: {
      slug: 'municipal-permits',
      industry: 'GOVERNMENT',
      categories: ['WEB_APP'],
      technologies: ['C#', '.NET', 'SQL Server'],
      clientName: null,
      priceRials: null,
      startedOn: '2025-06',
      completedOn: null,
      state: 'IN_PROGRESS',
      forSale: false,
      collaborating: false,
      demoUrl: null,
    },
    screens: [screen('page', 'فرم درخواست پروانه', 'The permit request form', 'İcazə müraciəti forması')],
    palette: ['#475569', '#f8fafc'],
    words: {
      fa: {
        title: 'سامانهٔ پروانهٔ ساختمان شهرداری',
        summary: 'درخواست و پیگیری پروانهٔ ساختمان بدون مراجعهٔ حضوری.',
      },
      en: {
        title: 'Municipal building permits',
        summary: 'Building permits requested and followed online, without a visit.',
      },
      az: {
        title: 'Bələdiyyə tikinti icazələri',
        summary: 'Tikinti icazəsi üçün onlayn müraciət və izləmə.',
      },
    },
    likedBy: [],
  },
  {
    owner: 'team',
    team: [['hamed-jafari', 'ARCHITECT']],
    project: {
      slug: 'factory-quality-ai',
      industry: 'MANUFACTURING',
      categories: ['AI', 'DASHBOARD'],
      technologies: ['Python', 'PyTorch'],
      clientName: null,
      priceRials: null,
      startedOn: '2026-01',
      completedOn: null,
      state: 'UPCOMING',
      forSale: false,
      collaborating: true,
      demoUrl: null,
    },
    screens: [
      screen(
        'dashboard',
        'طرح داشبورد کنترل کیفیت',
        'The quality dashboard’s design',
        'Keyfiyyət panelinin dizaynı',
      ),
    ],
    palette: ['#a16207', '#fefce8'],
    words: {
      fa: {
        title: 'کنترل کیفیت خط تولید با بینایی ماشین',
        summary: 'تشخیص ایراد قطعه‌ها از روی تصویر دوربین خط تولید؛ به‌زودی.',
        challenges: 'نور کارخانه در طول روز تغییر می‌کند؛ داده‌های آموزشی از هر سه شیفت جمع می‌شود.',
      },
      en: {
        title: 'Machine-vision quality control',
        summary: 'Defects found from the production line’s cameras; starting soon.',
      },
      az: {
        title: 'Maşın görməsi ilə keyfiyyət nəzarəti',
        summary: 'İstehsal xəttinin kameralarından qüsurların aşkarlanması; tezliklə.',
      },
    },
    likedBy: ['babak-rostami'],
  },
  {
    owner: 'niloofar-ahmadzadeh',
    team: [
      ['niloofar-ahmadzadeh', 'PRODUCT_MANAGER'],
      ['arash-tehrani', 'DEVELOPER'],
    ],
    project: {
      slug: 'school-lms',
      industry: 'EDUCATION',
      categories: ['WEB_APP'],
      technologies: ['Django', 'Python', 'PostgreSQL'],
      clientName: 'Farhang School',
      priceRials: 2_000_000_000,
      startedOn: '2024-07',
      completedOn: '2025-01',
      state: 'COMPLETED',
      forSale: true,
      collaborating: false,
      demoUrl: 'https://lms-demo.karnama.ir',
    },
    screens: [
      screen('dashboard', 'کلاس‌ها و تکلیف‌ها', 'Classes and homework', 'Dərslər və tapşırıqlar'),
      screen('page', 'کارنامهٔ دانش‌آموز', 'A pupil’s report card', 'Şagirdin qiymət vərəqəsi'),
    ],
    palette: ['#9333ea', '#faf5ff'],
    words: {
      fa: { title: 'سامانهٔ آموزش مدرسه', summary: 'کلاس آنلاین، تکلیف، آزمون و کارنامه برای مدرسه‌ها.' },
      en: {
        title: 'School learning system',
        summary: 'Online classes, homework, quizzes and report cards for schools.',
      },
      az: {
        title: 'Məktəb tədris sistemi',
        summary: 'Məktəblər üçün onlayn dərs, tapşırıq, test və qiymət vərəqəsi.',
      },
    },
    likedBy: ['mina-hosseini', 'shirin-bagheri', 'gunel-mammadova', 'hamed-jafari'],
  },
  {
    owner: 'team',
    team: [
      ['rashad-huseynov', 'DEVELOPER'],
      ['shirin-bagheri', 'QA_ENGINEER'],
    ],
    project: {
      slug: 'support-chatbot',
      industry: 'RETAIL',
      categories: ['BOT', 'AI'],
      technologies: ['Node.js', 'TypeScript', 'Redis'],
      clientName: null,
      priceRials: 700_000_000,
      startedOn: '2025-05',
      completedOn: '2025-08',
      state: 'COMPLETED',
      forSale: true,
      collaborating: false,
      demoUrl: 'https://chat-demo.karnama.ir',
    },
    screens: [
      screen('chat', 'گفت‌وگو با پشتیبانی', 'A support conversation', 'Dəstək ilə söhbət'),
      screen(
        'dashboard',
        'گفت‌وگوهای واگذارشده به اپراتور',
        'Conversations handed to an agent',
        'Operatora ötürülən söhbətlər',
      ),
    ],
    palette: ['#db2777', '#fdf2f8'],
    words: {
      fa: {
        title: 'ربات پشتیبانی فروشگاه',
        summary: 'پاسخ به پرسش‌های سفارش و ارسال، و واگذاری به اپراتور در صورت نیاز.',
      },
      en: {
        title: 'Shop support chatbot',
        summary: 'Answers about orders and delivery, handing over to a person when needed.',
      },
      az: {
        title: 'Mağaza dəstək botu',
        summary: 'Sifariş və çatdırılma suallarına cavab, lazım olduqda operatora ötürmə.',
      },
    },
    likedBy: ['yashar-abbaszadeh', 'arash-tehrani'],
  },
];
