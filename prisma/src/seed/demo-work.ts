/**
 * Demo work between the demo employers (as clients) and the demo collaborators, done by the product itself once it
 * runs (`gateway/src/demo-flows.ts`), through each one's own operations: the client sends a contact request, the
 * collaborator accepts it (its conversation opens in the echo box), both mark the work done, and each reviews the
 * other; some collaborators reply. Nothing of it is written here but the words they use. A few are left where real
 * work would be: accepted and under way, or reviewed by one side only (still blind).
 */
export interface DemoWork {
  /** A demo employer's key: the client. */
  client: string;
  /** A demo collaborator's key. */
  collaborator: string;
  subject: string;
  message: string;
  answer: string;
  budgetRials?: number;
  /** How far it went: under way (accepted), or done and reviewed by the client alone, or by both (the default). */
  stage?: 'accepted' | 'client-reviewed';
  /** Quality, communication, schedule, cooperation (1–5), then the text. */
  clientReview: [number, number, number, number, string];
  collaboratorReview: [number, number, number, number, string];
  /** The collaborator's reply to the client's review. */
  reply?: string;
}

export const demoWork: DemoWork[] = [
  {
    client: 'sepidrah',
    collaborator: 'sepideh-karimi',
    subject: 'بازطراحی صفحهٔ محصول فروشگاه',
    message:
      'صفحهٔ محصول فروشگاه ما در موبایل کند است و راست‌به‌چپ درستی ندارد. بازطراحی آن را با React می‌خواهیم.',
    answer: 'با کمال میل؛ اول یک ممیزی سرعت می‌فرستم.',
    budgetRials: 1_200_000_000,
    clientReview: [
      5,
      5,
      4,
      5,
      'صفحه حالا در موبایل سریع است و چیدمان راست‌به‌چپ بی‌نقص شده. گزارش‌های هفتگی روشن بود.',
    ],
    collaboratorReview: [5, 5, 5, 5, 'شرح کار دقیق بود و بازخوردها سریع می‌رسید. پرداخت‌ها سر وقت.'],
    reply: 'سپاس از اعتمادتان؛ کار با تیم سپیدراه لذت‌بخش بود.',
  },
  {
    client: 'aryan-data',
    collaborator: 'arash-tehrani',
    subject: 'سرویس جست‌وجوی متن فارسی',
    message: 'یک سرویس جست‌وجو با پشتیبانی نیم‌فاصله و ارقام فارسی برای داده‌های داخلی‌مان لازم داریم.',
    answer: 'این دقیقاً کار من است؛ برای جلسهٔ اول هماهنگ کنیم.',
    budgetRials: 2_500_000_000,
    clientReview: [
      5,
      4,
      4,
      5,
      'کیفیت کد و آزمون‌ها عالی بود. یک هفته دیرتر از برنامه تمام شد، ولی دلیلش را از قبل گفته بود.',
    ],
    collaboratorReview: [4, 5, 4, 5, 'تیم فنی همراه و پاسخ‌گو بود.'],
  },
  {
    client: 'caspian-cloud',
    collaborator: 'farid-aliyev',
    subject: 'Migrate our API to a typed GraphQL schema',
    message:
      'We have a REST API in Node and want a typed GraphQL layer with tests, without downtime for our clients.',
    answer: 'Happy to help. I will start with a read-only schema beside the REST API.',
    budgetRials: 3_000_000_000,
    clientReview: [
      5,
      5,
      5,
      5,
      'Careful, well-tested work delivered in small steps. Our clients never noticed the switch.',
    ],
    collaboratorReview: [5, 4, 5, 5, 'Clear goals and a team that reviewed quickly.'],
    reply: 'Thank you! It was a well-run project from your side too.',
  },
  {
    client: 'salamatyar',
    collaborator: 'mina-hosseini',
    subject: 'طراحی تجربهٔ کاربری نوبت‌دهی',
    message: 'برای اپ نوبت‌دهی پزشکان یک جریان ساده‌تر می‌خواهیم؛ بیماران مسن در مرحلهٔ پرداخت رها می‌کنند.',
    answer: 'اول با چند بیمار مصاحبه کنیم، بعد طراحی.',
    clientReview: [5, 5, 5, 4, 'پژوهش کاربری واقعی انجام داد و نرخ تکمیل نوبت محسوس بالا رفت.'],
    collaboratorReview: [4, 4, 4, 4, 'دسترسی به کاربران را خوب فراهم کردند.'],
  },
  {
    client: 'zagros-analytics',
    collaborator: 'babak-rostami',
    subject: 'Kubernetes cost review',
    message: 'Our cloud bill doubled this year. We need someone to review the cluster and cut the waste.',
    answer: 'Send me read access to the billing export and the cluster; I will report within a week.',
    clientReview: [
      4,
      4,
      3,
      4,
      'Good findings that cut the bill by a third. The report came later than promised.',
    ],
    collaboratorReview: [4, 3, 4, 4, 'Access took a while to arrange, otherwise smooth.'],
    reply: 'Fair point on the timing; the extra week went into checking the savings held.',
  },
  {
    client: 'xezer-reqemsal',
    collaborator: 'gunel-mammadova',
    subject: 'Mobil tətbiq üçün ödəniş ekranı',
    message: 'Flutter tətbiqimizə yerli kartlarla ödəniş ekranı lazımdır; dizayn hazırdır.',
    answer: 'Məmnuniyyətlə, bu həftə başlaya bilərəm.',
    clientReview: [5, 5, 5, 5, 'Ekran vaxtında hazır oldu, testlər də yazılmışdı. Çox razıyıq.'],
    collaboratorReview: [5, 5, 5, 5, 'Dizayn və tələblər aydın idi. Yenə birlikdə işləmək istərdim.'],
  },
  {
    client: 'pars-pardaz',
    collaborator: 'hamed-jafari',
    subject: 'اپ اندرویدی حسابداری ساده',
    message: 'یک نسخهٔ اندرویدی از نرم‌افزار حسابداری‌مان برای فروشگاه‌های کوچک می‌خواهیم.',
    answer: 'حتماً؛ برای برآورد دقیق نسخهٔ وب را ببینم.',
    clientReview: [
      4,
      4,
      4,
      5,
      'اپ پایدار است و فروشگاه‌ها راضی‌اند. چند مورد کوچک را بعد از تحویل هم درست کرد.',
    ],
    collaboratorReview: [5, 4, 4, 5, 'تیم خوش‌برخورد و تصمیم‌گیری سریع.'],
  },
  {
    client: 'gence-soft',
    collaborator: 'yashar-abbaszadeh',
    subject: 'Veb paneli üçün backend',
    message: 'Müştəri panelimiz üçün Go ilə API lazımdır: hesablar, fakturalar, hesabatlar.',
    answer: 'Razıyam. Əvvəlcə sxemi birlikdə yoxlayaq.',
    clientReview: [5, 4, 5, 5, 'Kod səliqəli, sənədləşmə tam idi. Tövsiyə edirik.'],
    collaboratorReview: [4, 4, 5, 5, 'Vaxtında ödəniş və aydın ünsiyyət.'],
  },
  {
    client: 'reza-ahmadi',
    collaborator: 'niloofar-ahmadzadeh',
    subject: 'سایت معرفی کسب‌وکار',
    message: 'برای کارگاه نجاری‌ام یک سایت ساده با گالری و فرم سفارش می‌خواهم.',
    answer: 'با کمال میل؛ چند نمونه کار برایتان می‌فرستم.',
    budgetRials: 350_000_000,
    clientReview: [5, 5, 5, 5, 'همه‌چیز را با حوصله توضیح داد و سایت از روز اول سفارش آورد.'],
    collaboratorReview: [5, 5, 4, 5, 'مشتری خوش‌قول و صبور.'],
  },
  {
    client: 'gulfbridge',
    collaborator: 'rashad-huseynov',
    subject: 'Shipment tracking dashboard',
    message:
      'A React dashboard for our dispatchers: live shipment positions, delays, and filters that survive a reload.',
    answer: 'Sounds great. I will propose a component plan first.',
    clientReview: [
      4,
      5,
      4,
      4,
      'Solid dashboard and great communication. A couple of filters needed a second round.',
    ],
    collaboratorReview: [
      4,
      4,
      4,
      4,
      'Good brief; the live data feed changed mid-way, which we handled together.',
    ],
  },
  {
    client: 'aryan-data',
    collaborator: 'mohammad-rezvani',
    subject: 'خط استقرار خودکار',
    message: 'استقرار ما هنوز دستی است؛ یک خط CI/CD با آزمون و بازگشت خودکار لازم داریم.',
    answer: 'حتماً؛ از مخزن فعلی شروع می‌کنم.',
    clientReview: [5, 4, 5, 4, 'استقرارها حالا چند دقیقه طول می‌کشد و بازگشت خودکار دو بار نجاتمان داد.'],
    collaboratorReview: [4, 4, 4, 4, 'دسترسی‌ها به‌موقع داده شد.'],
  },
  {
    client: 'sepidrah',
    collaborator: 'shirin-bagheri',
    subject: 'سرویس سبد خرید',
    message: 'سبد خرید ما در ساعت‌های شلوغ کند می‌شود. بازنویسی سرویس سبد را می‌خواهیم.',
    answer: 'اول بار را اندازه بگیریم.',
    clientReview: [
      3,
      4,
      3,
      4,
      'سرویس سریع‌تر شد، اما تحویل دو هفته عقب افتاد و چند باگ بعد از انتشار پیدا شد.',
    ],
    collaboratorReview: [4, 3, 3, 4, 'نیازها در میانهٔ کار چند بار تغییر کرد.'],
    reply: 'تأخیر را می‌پذیرم؛ باگ‌ها در همان هفته رفع شد.',
  },
  {
    client: 'araz-texnologiya',
    collaborator: 'tural-ismayilov',
    subject: 'Sifariş tətbiqinin dizaynı',
    message: 'Restoran sifarişi üçün mobil tətbiqin interfeysini yeniləmək istəyirik.',
    answer: 'Məmnuniyyətlə. Mövcud ekranlara baxım.',
    clientReview: [5, 5, 4, 5, 'Dizayn istifadəçilərin çox xoşuna gəldi; sifarişlər artdı.'],
    collaboratorReview: [5, 5, 4, 5, 'Komanda rəyləri tez verirdi.'],
  },
  {
    client: 'caspian-cloud',
    collaborator: 'parisa-nazari',
    subject: 'Offline mode for our field app',
    message:
      'Our field technicians lose signal often. The React Native app needs to work offline and sync later.',
    answer: 'I have built this twice before; let us talk about conflicts first.',
    clientReview: [
      5,
      5,
      5,
      5,
      'Offline sync works flawlessly in the field. Excellent explanations of every trade-off.',
    ],
    collaboratorReview: [5, 5, 5, 5, 'A pleasure: quick answers, real devices to test on.'],
  },
  {
    client: 'elvin-memmedov',
    collaborator: 'elnura-qasimova',
    subject: 'Serverlərin monitorinqi',
    message: 'Kiçik şirkətimizin serverləri üçün monitorinq və xəbərdarlıqlar qurmaq lazımdır.',
    answer: 'Razıyam, Prometheus və Grafana təklif edirəm.',
    clientReview: [4, 5, 5, 5, 'Hər şeyi izah etdi və sənəd yazdı. İndi problemləri əvvəlcədən görürük.'],
    collaboratorReview: [5, 5, 5, 5, 'Səbirli və anlayışlı müştəri.'],
  },
  {
    client: 'zagros-analytics',
    collaborator: 'ali-nourbakhsh',
    subject: 'Data pipeline for Persian reviews',
    message: 'We collect product reviews in Persian and need a pipeline that cleans and tags them daily.',
    answer: 'Glad to. Can you share a sample of the raw data?',
    clientReview: [
      4,
      4,
      4,
      4,
      'Reliable pipeline, well documented. Normalization of Persian text was handled carefully.',
    ],
    collaboratorReview: [4, 4, 4, 5, 'Good data access and quick decisions.'],
  },
  {
    client: 'pars-pardaz',
    collaborator: 'saeed-mohammadi',
    subject: 'گزارش‌گیری مالی',
    message: 'ماژول گزارش‌گیری مالی با خروجی PDF و تاریخ شمسی لازم داریم.',
    answer: 'حتماً، هفتهٔ آینده شروع می‌کنم.',
    stage: 'client-reviewed',
    clientReview: [5, 4, 4, 4, 'گزارش‌ها دقیق و تاریخ‌ها درست شمسی است.'],
    collaboratorReview: [4, 4, 4, 4, ''],
  },
  {
    client: 'salamatyar',
    collaborator: 'zahra-shokouhi',
    subject: 'نسخهٔ جدید داشبورد پزشکان',
    message: 'داشبورد پزشکان باید برای صفحه‌نمایش تبلت بازطراحی شود.',
    answer: 'با کمال میل.',
    stage: 'accepted',
    clientReview: [5, 5, 5, 5, ''],
    collaboratorReview: [5, 5, 5, 5, ''],
  },
];
