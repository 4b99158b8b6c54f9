import { L, numeric, single } from './build.ts';
import type { DemoTest } from './types.ts';

const data = { category: 'data_interpretation', skill: 'reading_data' };
const planning = { category: 'planning', skill: 'scheduling' };
const estimation = { category: 'estimation', skill: 'quantities' };

export const problemSolvingTest: DemoTest = {
  slug: 'problem-solving',
  type: 'PROBLEM_SOLVING',
  topics: [],
  title: L('حل مسئله در محیط کار', 'Problem solving at work', 'İş yerində problem həlli'),
  summary: L(
    'خواندن داده‌ها، برنامه‌ریزی کارها و تخمین هزینه و زمان در موقعیت‌های واقعی کاری.',
    'Reading data, planning work and estimating cost and time in real workplace situations.',
    'Real iş vəziyyətlərində məlumatları oxumaq, işləri planlaşdırmaq, xərc və vaxtı qiymətləndirmək.',
  ),
  description: L(
    'موقعیت‌هایی از کار روزمره: جدول فروش را بخوانید، ترتیب کارها را طوری بچینید که زودتر تمام شوند و هزینه و مقدار لازم را تخمین بزنید. هر سؤال همهٔ عددهای لازم را دارد.',
    'Situations from everyday work: read a sales table, order tasks so they finish sooner, and estimate the cost and the quantities needed. Every question gives all the figures it needs.',
    'Gündəlik işdən vəziyyətlər: satış cədvəlini oxuyun, işləri daha tez bitəcək şəkildə sıralayın, lazım olan xərci və miqdarı qiymətləndirin. Hər sual lazım olan bütün rəqəmləri verir.',
  ),
  questionsCount: 6,
  durationMinutes: 20,
  passingScore: 60,
  originalPriceRials: 2_000_000,
  priceRials: 1_200_000,
  reportDelayHours: 24,
  maxAttempts: 2,
  cooldownHours: 48,
  categories: [
    {
      key: 'data_interpretation',
      name: L('تفسیر داده', 'Data interpretation', 'Məlumatların şərhi'),
      advice: L(
        'پیش از محاسبه، واحدها و دورهٔ زمانی هر عدد را بخوانید.',
        'Before calculating, read each figure’s unit and period.',
        'Hesablamadan əvvəl hər rəqəmin vahidini və dövrünü oxuyun.',
      ),
    },
    {
      key: 'planning',
      name: L('برنامه‌ریزی', 'Planning', 'Planlaşdırma'),
      advice: L(
        'وابستگی کارها را بکشید: طولانی‌ترین زنجیره، زمان کل را تعیین می‌کند.',
        'Draw how tasks depend on each other: the longest chain sets the total time.',
        'İşlərin asılılığını çəkin: ən uzun zəncir ümumi vaxtı müəyyən edir.',
      ),
    },
    {
      key: 'estimation',
      name: L('تخمین', 'Estimation', 'Qiymətləndirmə'),
      advice: L(
        'مسئله را به ضرب‌های ساده بشکنید و در پایان گرد کنید، نه در میانه.',
        'Break the problem into simple products and round at the end, not on the way.',
        'Məsələni sadə hasillərə bölün və sonda yuvarlaqlaşdırın, yolda yox.',
      ),
    },
  ],
  skills: [
    { key: 'reading_data', name: L('خواندن داده', 'Reading data', 'Məlumatların oxunması') },
    { key: 'averages', name: L('میانگین', 'Averages', 'Orta qiymətlər') },
    { key: 'growth', name: L('رشد و درصد تغییر', 'Growth', 'Artım') },
    { key: 'prioritising', name: L('اولویت‌بندی', 'Prioritising', 'Prioritetləşdirmə') },
    { key: 'scheduling', name: L('زمان‌بندی', 'Scheduling', 'Vaxt planlaması') },
    { key: 'critical_path', name: L('مسیر بحرانی', 'Critical path', 'Kritik yol') },
    { key: 'resources', name: L('تخصیص نیرو', 'Resources', 'Resurslar') },
    { key: 'quantities', name: L('برآورد مقدار', 'Quantities', 'Miqdarlar') },
    { key: 'costs', name: L('برآورد هزینه', 'Costs', 'Xərclər') },
  ],
  features: [
    L(
      '۶ سؤال در ۲۰ دقیقه، با زمان‌سنج سرور',
      '6 questions in 20 minutes, timed by the server',
      'Server tərəfindən ölçülən 20 dəqiqədə 6 sual',
    ),
    L(
      'موقعیت‌های واقعی کاری با عددهای ملموس',
      'Real workplace situations with concrete figures',
      'Konkret rəqəmlərlə real iş vəziyyətləri',
    ),
    L(
      'گواهی‌نامهٔ قابل استعلام در صورت قبولی',
      'A verifiable certificate when you pass',
      'Keçdikdə yoxlanıla bilən sertifikat',
    ),
    L(
      'گزارش کامل با ایمیل تا ۲۴ ساعت',
      'A detailed report by e-mail within 24 hours',
      '24 saat ərzində e-poçtla ətraflı hesabat',
    ),
  ],
  faq: [
    {
      question: L('برای چه شغل‌هایی مناسب است؟', 'Which jobs is it for?', 'Hansı peşələr üçündür?'),
      answer: L(
        'مدیریت محصول، عملیات، تحلیل داده و هر نقشی که تصمیم‌گیری با عدد می‌خواهد.',
        'Product and operations management, data analysis and any role that decides with numbers.',
        'Məhsul və əməliyyatların idarə edilməsi, məlumat təhlili və rəqəmlərlə qərar verən hər rol.',
      ),
    },
    {
      question: L('ماشین‌حساب مجاز است؟', 'May I use a calculator?', 'Kalkulyatordan istifadə etmək olar?'),
      answer: L('بله.', 'Yes.', 'Bəli.'),
    },
    {
      question: L('اگر مردود شوم؟', 'What if I fail?', 'Kəsilsəm nə olar?'),
      answer: L(
        'یک بار دیگر، دو روز بعد، با سؤال‌های تازه می‌توانید شرکت کنید.',
        'You may try once more, two days later, with new questions.',
        'İki gün sonra yeni suallarla bir dəfə də cəhd edə bilərsiniz.',
      ),
    },
  ],
  careers: [
    {
      key: 'product-manager',
      name: L('مدیر محصول', 'Product manager', 'Məhsul meneceri'),
      weights: { planning: 2, data_interpretation: 1 },
    },
    {
      key: 'operations-manager',
      name: L('مدیر عملیات', 'Operations manager', 'Əməliyyatlar meneceri'),
      weights: { planning: 2, estimation: 1 },
    },
    {
      key: 'data-analyst',
      name: L('تحلیلگر داده', 'Data analyst', 'Məlumat analitiki'),
      weights: { data_interpretation: 3, estimation: 1 },
    },
    {
      key: 'consultant',
      name: L('مشاور کسب‌وکار', 'Business consultant', 'Biznes məsləhətçisi'),
      weights: { data_interpretation: 1, planning: 1, estimation: 1 },
    },
  ],
  items: [
    single(
      'dat-01',
      { ...data, difficulty: 'EASY' },
      L(
        'فروش ماه گذشتهٔ سه شعبه (میلیون تومان): شعبهٔ الف ۱۲۰، شعبهٔ ب ۱۵۰، شعبهٔ ج ۹۰. کدام شعبه بیشترین فروش را داشته است؟',
        'Last month’s sales of three branches (million Toman): branch A 120, branch B 150, branch C 90. Which branch sold the most?',
        'Üç filialın keçən ayın satışı (milyon tümən): A filialı 120, B filialı 150, C filialı 90. Ən çox satış hansı filialdadır?',
      ),
      [
        L('شعبهٔ ب', 'Branch B', 'B filialı'),
        L('شعبهٔ الف', 'Branch A', 'A filialı'),
        L('شعبهٔ ج', 'Branch C', 'C filialı'),
        L('برابرند', 'They are equal', 'Bərabərdir'),
      ],
      0,
      L('۱۵۰ از ۱۲۰ و ۹۰ بیشتر است.', '150 is more than 120 and 90.', '150 120-dən və 90-dan çoxdur.'),
    ),
    numeric(
      'dat-02',
      { ...data, skill: 'averages', difficulty: 'MEDIUM', pairKey: 'p1' },
      L(
        'یک تیم پشتیبانی شنبه ۱۲، یکشنبه ۱۸ و دوشنبه ۱۵ درخواست را بست. میانگین روزانه چند درخواست است؟',
        'A support team closed 12 tickets on Saturday, 18 on Sunday and 15 on Monday. How many tickets a day on average?',
        'Dəstək komandası şənbə 12, bazar 18, bazar ertəsi 15 müraciəti bağlayıb. Gündəlik orta neçə müraciətdir?',
      ),
      15,
      L(
        '(۱۲ + ۱۸ + ۱۵) ÷ ۳ = ۴۵ ÷ ۳ = ۱۵.',
        '(12 + 18 + 15) ÷ 3 = 45 ÷ 3 = 15.',
        '(12 + 18 + 15) ÷ 3 = 45 ÷ 3 = 15.',
      ),
    ),
    numeric(
      'dat-03',
      { ...data, skill: 'averages', difficulty: 'MEDIUM', pairKey: 'p1' },
      L(
        'یک فروشگاه روز اول ۳۰، روز دوم ۴۲ و روز سوم ۳۶ کالا فروخت. میانگین روزانه چند کالاست؟',
        'A shop sold 30 items on the first day, 42 on the second and 36 on the third. How many items a day on average?',
        'Mağaza birinci gün 30, ikinci gün 42, üçüncü gün 36 mal satıb. Gündəlik orta neçə maldır?',
      ),
      36,
      L(
        '(۳۰ + ۴۲ + ۳۶) ÷ ۳ = ۱۰۸ ÷ ۳ = ۳۶.',
        '(30 + 42 + 36) ÷ 3 = 108 ÷ 3 = 36.',
        '(30 + 42 + 36) ÷ 3 = 108 ÷ 3 = 36.',
      ),
    ),
    single(
      'dat-04',
      { ...data, skill: 'growth', difficulty: 'HARD' },
      L(
        'شرکتی پارسال ۴۰۰ مشتری داشت و امسال ۵۰۰. رشد تعداد مشتریان چند درصد است؟',
        'A company had 400 customers last year and 500 this year. By what percentage did its customers grow?',
        'Şirkətin keçən il 400, bu il 500 müştərisi var. Müştərilərin sayı neçə faiz artıb?',
      ),
      [L('۲۵٪', '25%', '25%'), L('۲۰٪', '20%', '20%'), L('۱۰۰٪', '100%', '100%'), L('۸۰٪', '80%', '80%')],
      0,
      L(
        'رشد ۱۰۰ مشتری است نسبت به پایهٔ ۴۰۰: ۱۰۰ ÷ ۴۰۰ = ۲۵٪. بیست درصد یعنی تقسیم بر ۵۰۰ که پایهٔ اشتباه است.',
        'Growth is 100 customers on a base of 400: 100 ÷ 400 = 25%. Twenty percent divides by 500, the wrong base.',
        'Artım 400 bazasında 100 müştəridir: 100 ÷ 400 = 25%. İyirmi faiz 500-ə bölməkdir, bu isə yanlış bazadır.',
      ),
    ),
    single(
      'pla-01',
      { ...planning, skill: 'prioritising', difficulty: 'EASY' },
      L(
        'سه کار دارید: الف امروز سررسید دارد (۱ ساعت)، ب هفتهٔ بعد (۳ ساعت)، ج فردا (۳۰ دقیقه). امروز ۸ ساعت وقت دارید. برای رسیدن به همهٔ سررسیدها با کمترین خطر، اول کدام را انجام می‌دهید؟',
        'You have three tasks: A is due today (1 hour), B next week (3 hours), C tomorrow (30 minutes). You have 8 hours today. To meet every deadline with the least risk, which do you do first?',
        'Üç işiniz var: A bu gün bitməlidir (1 saat), B gələn həftə (3 saat), C sabah (30 dəqiqə). Bu gün 8 saatınız var. Bütün müddətlərə ən az risklə çatmaq üçün əvvəlcə hansını edirsiniz?',
      ),
      [
        L('کار الف', 'Task A', 'A işi'),
        L('کار ب', 'Task B', 'B işi'),
        L('کار ج', 'Task C', 'C işi'),
        L('فرقی نمی‌کند', 'It does not matter', 'Fərqi yoxdur'),
      ],
      0,
      L(
        'کاری که زودتر سررسید دارد اول انجام می‌شود؛ وقت امروز برای هر سه کافی است.',
        'The task due first goes first; today’s time is enough for all three.',
        'Müddəti ən tez bitən iş əvvəl görülür; bu günkü vaxt hər üçü üçün kifayətdir.',
      ),
    ),
    numeric(
      'pla-02',
      { ...planning, skill: 'critical_path', difficulty: 'MEDIUM', pairKey: 'p2' },
      L(
        'کار الف ۲ روز طول می‌کشد؛ کار ب پس از تمام شدن الف شروع می‌شود و ۳ روز طول می‌کشد؛ کار ج ۴ روز طول می‌کشد و می‌تواند هم‌زمان با الف و ب انجام شود. با نیروی کافی، همهٔ کارها کمتر از چند روز تمام نمی‌شوند؟',
        'Task A takes 2 days; task B starts once A is done and takes 3 days; task C takes 4 days and can run alongside A and B. With enough people, what is the fewest number of days to finish everything?',
        'A işi 2 gün çəkir; B işi A bitdikdən sonra başlayır və 3 gün çəkir; C işi 4 gün çəkir və A ilə B ilə eyni vaxtda görülə bilər. Kifayət qədər adam olsa, hamısını ən azı neçə günə bitirmək olar?',
      ),
      5,
      L(
        'زنجیرهٔ الف سپس ب ۵ روز است و ج (۴ روز) هم‌زمان با آن تمام می‌شود.',
        'The chain A then B takes 5 days, and C (4 days) finishes alongside it.',
        'A, sonra B zənciri 5 gün çəkir, C (4 gün) isə onunla paralel bitir.',
      ),
    ),
    numeric(
      'pla-03',
      { ...planning, skill: 'critical_path', difficulty: 'MEDIUM', pairKey: 'p2' },
      L(
        'کار ایکس ۴ روز طول می‌کشد؛ کار ایگرگ پس از ایکس شروع می‌شود و ۲ روز طول می‌کشد؛ کار زد ۵ روز طول می‌کشد و می‌تواند هم‌زمان انجام شود. همهٔ کارها حداقل در چند روز تمام می‌شوند؟',
        'Task X takes 4 days; task Y starts after X and takes 2 days; task Z takes 5 days and can run at the same time. What is the fewest number of days to finish everything?',
        'X işi 4 gün çəkir; Y işi X-dən sonra başlayır və 2 gün çəkir; Z işi 5 gün çəkir və eyni vaxtda görülə bilər. Hamısı ən azı neçə günə bitir?',
      ),
      6,
      L(
        'زنجیرهٔ ایکس سپس ایگرگ ۶ روز است و از ۵ روزِ زد بیشتر است.',
        'The chain X then Y takes 6 days, longer than Z’s 5.',
        'X, sonra Y zənciri 6 gün çəkir, Z-nin 5 günündən uzundur.',
      ),
    ),
    single(
      'pla-04',
      { ...planning, skill: 'resources', difficulty: 'HARD' },
      L(
        'دو برنامه‌نویس دارید. هر قابلیت را یک نفر در ۲ روز می‌سازد و قابلیت‌ها به هم وابسته نیستند. ساختن ۵ قابلیت حداقل چند روز طول می‌کشد؟',
        'You have two developers. One developer builds a feature in 2 days, and the features do not depend on each other. What is the fewest number of days to build 5 features?',
        'İki proqramçınız var. Bir proqramçı bir funksiyanı 2 günə hazırlayır, funksiyalar bir-birindən asılı deyil. 5 funksiyanı ən azı neçə günə hazırlamaq olar?',
      ),
      [
        L('۶ روز', '6 days', '6 gün'),
        L('۵ روز', '5 days', '5 gün'),
        L('۱۰ روز', '10 days', '10 gün'),
        L('۴ روز', '4 days', '4 gün'),
      ],
      0,
      L(
        'در هر دورهٔ ۲روزه دو قابلیت ساخته می‌شود: ۲، ۴ و سپس پنجمی؛ سه دوره یعنی ۶ روز. یک قابلیت را نمی‌شود میان دو نفر تقسیم کرد.',
        'Each 2-day round builds two features: 2, 4, then the fifth — three rounds, 6 days. One feature cannot be split between two people.',
        'Hər 2 günlük dövrdə iki funksiya hazırlanır: 2, 4, sonra beşinci — üç dövr, 6 gün. Bir funksiyanı iki nəfər arasında bölmək olmur.',
      ),
    ),
    numeric(
      'est-01',
      { ...estimation, skill: 'costs', difficulty: 'EASY' },
      L(
        'کرایهٔ یک تاکسی اینترنتی ۲۰٬۰۰۰ تومان ورودی به‌علاوهٔ ۵٬۰۰۰ تومان برای هر کیلومتر است. کرایهٔ یک سفر ۶ کیلومتری چند تومان است؟',
        'A ride-hailing fare is 20,000 Toman to start plus 5,000 Toman per kilometre. What does a 6-kilometre ride cost, in Toman?',
        'Taksi haqqı başlanğıc üçün 20 000 tümən və hər kilometr üçün 5 000 tümən təşkil edir. 6 kilometrlik səfər neçə tümən olur?',
      ),
      50000,
      L('۲۰٬۰۰۰ + ۶ × ۵٬۰۰۰ = ۵۰٬۰۰۰.', '20,000 + 6 × 5,000 = 50,000.', '20 000 + 6 × 5 000 = 50 000.'),
    ),
    single(
      'est-02',
      { ...estimation, difficulty: 'MEDIUM', pairKey: 'p3' },
      L(
        'هر یک از ۱۲ نفرِ یک دفتر ماهی ۲ بسته کاغذ مصرف می‌کند و هر کارتن ۵ بسته دارد. برای ۳ ماه چند کارتن باید خرید؟',
        'Each of an office’s 12 people uses 2 reams of paper a month, and a box holds 5 reams. How many boxes must be bought for 3 months?',
        'Ofisdəki 12 nəfərin hər biri ayda 2 bağlama kağız istifadə edir, bir qutuda 5 bağlama var. 3 ay üçün neçə qutu almaq lazımdır?',
      ),
      [L('۱۵', '15', '15'), L('۱۴', '14', '14'), L('۷۲', '72', '72'), L('۸', '8', '8')],
      0,
      L(
        '۱۲ × ۲ × ۳ = ۷۲ بسته؛ ۷۲ ÷ ۵ = ۱۴٫۴ که به ۱۵ کارتن گرد می‌شود (کارتن نیمه نمی‌فروشند).',
        '12 × 2 × 3 = 72 reams; 72 ÷ 5 = 14.4, rounded up to 15 boxes (boxes are not sold by halves).',
        '12 × 2 × 3 = 72 bağlama; 72 ÷ 5 = 14,4, yuxarı yuvarlaqlaşdırılıb 15 qutu (qutu yarımçıq satılmır).',
      ),
    ),
    single(
      'est-03',
      { ...estimation, difficulty: 'MEDIUM', pairKey: 'p3' },
      L(
        'مدرسه‌ای ۲۵ کلاس دارد و هر کلاس ماهی ۳ ماژیک لازم دارد. هر بسته ۸ ماژیک دارد. برای ۲ ماه چند بسته لازم است؟',
        'A school has 25 classes, and each class needs 3 markers a month. A pack holds 8 markers. How many packs are needed for 2 months?',
        'Məktəbdə 25 sinif var, hər sinfə ayda 3 marker lazımdır. Bir paketdə 8 marker var. 2 ay üçün neçə paket lazımdır?',
      ),
      [L('۱۹', '19', '19'), L('۱۸', '18', '18'), L('۱۵۰', '150', '150'), L('۹', '9', '9')],
      0,
      L(
        '۲۵ × ۳ × ۲ = ۱۵۰ ماژیک؛ ۱۵۰ ÷ ۸ = ۱۸٫۷۵ که به ۱۹ بسته گرد می‌شود.',
        '25 × 3 × 2 = 150 markers; 150 ÷ 8 = 18.75, rounded up to 19 packs.',
        '25 × 3 × 2 = 150 marker; 150 ÷ 8 = 18,75, yuxarı yuvarlaqlaşdırılıb 19 paket.',
      ),
    ),
    numeric(
      'est-04',
      { ...estimation, skill: 'costs', difficulty: 'HARD' },
      L(
        'سفری ۱٬۲۰۰ کیلومتری در پیش است. خودرو در هر ۱۰۰ کیلومتر ۸ لیتر بنزین مصرف می‌کند و هر لیتر ۳٬۰۰۰ تومان است. هزینهٔ سوخت چند تومان است؟',
        'A 1,200-kilometre trip lies ahead. The car uses 8 litres of petrol per 100 kilometres and petrol costs 3,000 Toman a litre. What does the fuel cost, in Toman?',
        'Qarşıda 1 200 kilometrlik səfər var. Avtomobil hər 100 kilometrə 8 litr benzin sərf edir, litri 3 000 tüməndir. Yanacaq neçə tümən olur?',
      ),
      288000,
      L(
        '۱٬۲۰۰ ÷ ۱۰۰ × ۸ = ۹۶ لیتر؛ ۹۶ × ۳٬۰۰۰ = ۲۸۸٬۰۰۰ تومان.',
        '1,200 ÷ 100 × 8 = 96 litres; 96 × 3,000 = 288,000 Toman.',
        '1 200 ÷ 100 × 8 = 96 litr; 96 × 3 000 = 288 000 tümən.',
      ),
    ),
    single(
      'sample-01',
      { ...data, difficulty: 'EASY', sample: true },
      L(
        'درآمد فصل اول ۸۰ و فصل دوم ۱۰۰ میلیون تومان بوده است. درآمد دو فصل روی هم چقدر است؟',
        'Revenue was 80 million Toman in the first quarter and 100 million in the second. What is the revenue of both quarters together?',
        'Birinci rübdə gəlir 80, ikinci rübdə 100 milyon tümən olub. İki rübün ümumi gəliri nə qədərdir?',
      ),
      [
        L('۱۸۰ میلیون تومان', '180 million Toman', '180 milyon tümən'),
        L('۲۰ میلیون تومان', '20 million Toman', '20 milyon tümən'),
        L('۹۰ میلیون تومان', '90 million Toman', '90 milyon tümən'),
        L('۸۰۰ میلیون تومان', '800 million Toman', '800 milyon tümən'),
      ],
      0,
      L('۸۰ + ۱۰۰ = ۱۸۰.', '80 + 100 = 180.', '80 + 100 = 180.'),
    ),
    single(
      'sample-02',
      { ...planning, difficulty: 'EASY', sample: true },
      L(
        'جلسه ساعت ۱۰ شروع می‌شود و ۹۰ دقیقه طول می‌کشد. کی تمام می‌شود؟',
        'A meeting starts at 10:00 and lasts 90 minutes. When does it end?',
        'İclas saat 10:00-da başlayır və 90 dəqiqə çəkir. Nə vaxt bitir?',
      ),
      [
        L('ساعت ۱۱:۳۰', '11:30', '11:30'),
        L('ساعت ۱۱:۰۰', '11:00', '11:00'),
        L('ساعت ۱۲:۰۰', '12:00', '12:00'),
        L('ساعت ۱۰:۹۰', '10:90', '10:90'),
      ],
      0,
      L('۹۰ دقیقه یعنی یک ساعت و نیم.', '90 minutes is an hour and a half.', '90 dəqiqə bir saat yarımdır.'),
    ),
  ],
};
