import { L, multiple, single } from './build.ts';
import type { DemoTest } from './types.ts';

const integrity = { category: 'integrity', skill: 'conflicts_of_interest' };
const confidentiality = { category: 'confidentiality', skill: 'data_handling' };
const fairness = { category: 'fairness', skill: 'credit_and_judgement' };

export const ethicalDecisionsTest: DemoTest = {
  slug: 'ethical-decisions',
  type: 'PROBLEM_SOLVING',
  topics: ['ethical_decision_making'],
  title: L('تصمیم‌گیری اخلاقی در محیط کار', 'Ethical decision making at work', 'İş yerində etik qərarlar'),
  summary: L(
    'موقعیت‌های واقعی کاری: هدیهٔ تأمین‌کننده، اطلاعات محرمانه، اعتبار کار دیگران. بهترین اقدام کدام است؟',
    'Real workplace situations — a supplier’s gift, confidential data, credit for others’ work: which action is best?',
    'Real iş vəziyyətləri — təchizatçının hədiyyəsi, məxfi məlumat, başqalarının əməyinin qiymətləndirilməsi: ən yaxşı addım hansıdır?',
  ),
  description: L(
    'آزمونی موقعیتی: هر سؤال موقعیتی کاری را شرح می‌دهد و چهار اقدام پیشنهاد می‌کند. اقدام درست همان است که قانونی، صادقانه و محترمانه است و موضوع را از مسیر درست پیگیری می‌کند؛ پاسخ‌های نادرست گاهی وسوسه‌انگیزند. این آزمون تخصصی است و گزارش کاملش تا ۴۸ ساعت می‌رسد.',
    'A situational judgement test: each question describes a workplace situation and offers four actions. The right one is lawful, honest and respectful and takes the matter through the proper channel; the wrong ones are sometimes tempting. This is a specialised test: its detailed report arrives within 48 hours.',
    'Situasiya testi: hər sual iş vəziyyətini təsvir edir və dörd addım təklif edir. Düzgün addım qanuni, dürüst və hörmətlidir və məsələni düzgün kanalla həll edir; səhv variantlar bəzən cəlbedici olur. Bu, ixtisaslaşmış testdir: ətraflı hesabatı 48 saat ərzində gəlir.',
  ),
  questionsCount: 6,
  durationMinutes: 20,
  passingScore: 70,
  originalPriceRials: 2_500_000,
  priceRials: 2_500_000,
  reportDelayHours: 48,
  maxAttempts: 2,
  cooldownHours: 72,
  categories: [
    {
      key: 'integrity',
      name: L('درستکاری', 'Integrity', 'Dürüstlük'),
      advice: L(
        'پیش از هر تصمیم بپرسید: اگر همه از آن باخبر شوند، هنوز درست است؟',
        'Before each decision, ask: would it still be right if everyone knew?',
        'Hər qərardan əvvəl soruşun: hamı bilsəydi, yenə düzgün olardımı?',
      ),
    },
    {
      key: 'confidentiality',
      name: L('رازداری', 'Confidentiality', 'Məxfilik'),
      advice: L(
        'اطلاعات را فقط برای کاری که به خاطرش داده شده به کار ببرید و در تردید از مسئولش بپرسید.',
        'Use information only for the work it was given for, and ask its owner when in doubt.',
        'Məlumatı yalnız verildiyi iş üçün istifadə edin, şübhədə sahibindən soruşun.',
      ),
    },
    {
      key: 'fairness',
      name: L('انصاف', 'Fairness', 'Ədalət'),
      advice: L(
        'داوری را بر شواهد کار بگذارید، نه بر رابطه؛ اعتبار هر کار را به صاحبش بدهید.',
        'Judge on the evidence of the work, not on the relationship; give credit to whoever earned it.',
        'Münasibətə yox, işin sübutlarına görə qiymət verin; hər işin əməyini sahibinə verin.',
      ),
    },
  ],
  skills: [
    { key: 'conflicts_of_interest', name: L('تعارض منافع', 'Conflicts of interest', 'Maraqlar toqquşması') },
    { key: 'honest_records', name: L('سوابق درست', 'Honest records', 'Dürüst sənədlər') },
    { key: 'data_handling', name: L('نگهداری اطلاعات', 'Handling data', 'Məlumatla rəftar') },
    { key: 'disclosure', name: L('افشای اطلاعات', 'Disclosure', 'Məlumatın açıqlanması') },
    { key: 'credit_and_judgement', name: L('اعتبار کار دیگران', 'Giving credit', 'Əməyin tanınması') },
    { key: 'hiring', name: L('استخدام', 'Hiring', 'İşə qəbul') },
    { key: 'evaluation', name: L('ارزیابی عملکرد', 'Evaluation', 'Qiymətləndirmə') },
    { key: 'respect', name: L('احترام', 'Respect', 'Hörmət') },
  ],
  features: [
    L(
      '۶ موقعیت در ۲۰ دقیقه، با زمان‌سنج سرور',
      '6 situations in 20 minutes, timed by the server',
      'Server tərəfindən ölçülən 20 dəqiqədə 6 vəziyyət',
    ),
    L(
      'توضیح بهترین اقدام برای هر موقعیت',
      'The best action explained for each situation',
      'Hər vəziyyət üçün ən yaxşı addımın izahı',
    ),
    L(
      'گواهی‌نامهٔ قابل استعلام در صورت قبولی',
      'A verifiable certificate when you pass',
      'Keçdikdə yoxlanıla bilən sertifikat',
    ),
    L(
      'گزارش کامل تخصصی با ایمیل تا ۴۸ ساعت',
      'A specialised detailed report by e-mail within 48 hours',
      '48 saat ərzində e-poçtla ixtisaslaşmış ətraflı hesabat',
    ),
  ],
  faq: [
    {
      question: L(
        'معیار «بهترین اقدام» چیست؟',
        'What makes an action "best"?',
        '"Ən yaxşı addım"ın meyarı nədir?',
      ),
      answer: L(
        'اقدامی که قانونی، صادقانه و محترمانه است و موضوع را به مسئول درست می‌رساند.',
        'One that is lawful, honest and respectful and brings the matter to the right person.',
        'Qanuni, dürüst və hörmətli olan və məsələni düzgün şəxsə çatdıran addım.',
      ),
    },
    {
      question: L(
        'چرا گزارش ۴۸ ساعت طول می‌کشد؟',
        'Why does the report take 48 hours?',
        'Hesabat niyə 48 saat çəkir?',
      ),
      answer: L(
        'این آزمون تخصصی است و گزارشش تحلیل مفصل‌تری دارد.',
        'This is a specialised test and its report holds a fuller analysis.',
        'Bu, ixtisaslaşmış testdir və hesabatında daha ətraflı təhlil var.',
      ),
    },
    {
      question: L('چند بار می‌توانم شرکت کنم؟', 'How many attempts do I have?', 'Neçə cəhdim var?'),
      answer: L('دو بار، با سه روز فاصله.', 'Two, three days apart.', 'İki, üç gün fasilə ilə.'),
    },
  ],
  careers: [
    {
      key: 'compliance-officer',
      name: L('کارشناس انطباق', 'Compliance officer', 'Uyğunluq üzrə mütəxəssis'),
      weights: { integrity: 2, confidentiality: 2 },
    },
    {
      key: 'hr-specialist',
      name: L('کارشناس منابع انسانی', 'HR specialist', 'İnsan resursları mütəxəssisi'),
      weights: { fairness: 2, confidentiality: 1 },
    },
    {
      key: 'team-lead',
      name: L('سرپرست تیم', 'Team lead', 'Komanda rəhbəri'),
      weights: { fairness: 2, integrity: 1 },
    },
    {
      key: 'auditor',
      name: L('حسابرس', 'Auditor', 'Auditor'),
      weights: { integrity: 3, confidentiality: 1 },
    },
    {
      key: 'procurement-officer',
      name: L('کارشناس خرید', 'Procurement officer', 'Satınalma mütəxəssisi'),
      weights: { integrity: 2, fairness: 1 },
    },
  ],
  items: [
    single(
      'int-01',
      { ...integrity, difficulty: 'EASY' },
      L(
        'تأمین‌کننده‌ای که تمدید قراردادش با تصمیم شماست، برای نوروز یک گوشی گران‌قیمت هدیه فرستاده است. چه می‌کنید؟',
        'A supplier whose contract renewal is your decision has sent you an expensive phone as a New Year gift. What do you do?',
        'Müqaviləsinin uzadılması sizin qərarınızdan asılı olan təchizatçı Novruz hədiyyəsi olaraq bahalı telefon göndərib. Nə edirsiniz?',
      ),
      [
        L(
          'محترمانه پس می‌دهم و مدیرم را در جریان می‌گذارم.',
          'I return it politely and tell my manager.',
          'Nəzakətlə qaytarır və rəhbərimə xəbər verirəm.',
        ),
        L(
          'نگهش می‌دارم؛ فقط یک هدیه است.',
          'I keep it; it is only a gift.',
          'Saxlayıram; sadəcə hədiyyədir.',
        ),
        L(
          'نگهش می‌دارم ولی در تصمیمم اثری نمی‌گذارم.',
          'I keep it but do not let it affect my decision.',
          'Saxlayıram, amma qərarıma təsir etməsinə imkan vermirəm.',
        ),
        L('آن را به یکی از همکاران می‌دهم.', 'I give it to a colleague.', 'Onu bir iş yoldaşıma verirəm.'),
      ],
      0,
      L(
        'هدیه از کسی که تصمیمش با شماست تعارض منافع است؛ باید پس داده و گزارش شود.',
        'A gift from someone your decision affects is a conflict of interest: it is returned and disclosed.',
        'Qərarınızdan asılı olan şəxsin hədiyyəsi maraqlar toqquşmasıdır: qaytarılır və bildirilir.',
      ),
    ),
    single(
      'int-02',
      { ...integrity, difficulty: 'MEDIUM', pairKey: 'p1' },
      L(
        'پیمانکاری که پیشنهادش را ارزیابی می‌کنید شما را به شامی گران‌قیمت دعوت کرده است. چه می‌کنید؟',
        'A contractor whose bid you are evaluating invites you to an expensive dinner. What do you do?',
        'Təklifini qiymətləndirdiyiniz podratçı sizi bahalı şam yeməyinə dəvət edir. Nə edirsiniz?',
      ),
      [
        L(
          'دعوت را نمی‌پذیرم و طبق رویهٔ شرکت آن را اعلام می‌کنم.',
          'I decline and disclose the invitation as company policy requires.',
          'Dəvəti qəbul etmirəm və şirkət qaydasına uyğun bildirirəm.',
        ),
        L(
          'می‌پذیرم؛ یک شام روی ارزیابی اثر ندارد.',
          'I accept; a dinner will not affect the evaluation.',
          'Qəbul edirəm; bir şam yeməyi qiymətləndirməyə təsir etməz.',
        ),
        L(
          'می‌پذیرم و پنهانی سهم خودم را می‌پردازم.',
          'I accept and quietly pay my own share.',
          'Qəbul edirəm və gizlicə öz payımı ödəyirəm.',
        ),
        L(
          'می‌پذیرم و برای منصف به نظر رسیدن نمره‌اش را کمتر می‌دهم.',
          'I accept and mark their bid lower to look fair.',
          'Qəbul edirəm və ədalətli görünmək üçün təklifinə aşağı qiymət verirəm.',
        ),
      ],
      0,
      L(
        'نپذیرفتن و اعلام کردن، استقلال ارزیابی را حفظ می‌کند؛ نمرهٔ کمترِ عمدی هم ناعادلانه است.',
        'Declining and disclosing keeps the evaluation independent; a deliberately lower mark is unfair too.',
        'İmtina və bildiriş qiymətləndirmənin müstəqilliyini qoruyur; qəsdən aşağı qiymət də ədalətsizdir.',
      ),
    ),
    single(
      'int-03',
      { ...integrity, difficulty: 'MEDIUM', pairKey: 'p1' },
      L(
        'فروشنده‌ای که به‌زودی پیشنهادش را بررسی می‌کنید، سفری تفریحی و رایگان به شما پیشنهاد می‌دهد. چه می‌کنید؟',
        'A vendor whose offer you will soon review offers you a free holiday trip. What do you do?',
        'Təklifini tezliklə nəzərdən keçirəcəyiniz satıcı sizə pulsuz istirahət səfəri təklif edir. Nə edirsiniz?',
      ),
      [
        L(
          'نمی‌پذیرم و به مدیرم یا واحد انطباق گزارش می‌دهم.',
          'I decline and report it to my manager or the compliance team.',
          'Qəbul etmirəm və rəhbərimə və ya uyğunluq bölməsinə bildirirəm.',
        ),
        L(
          'اگر پیشنهادش به‌هرحال خوب باشد، می‌پذیرم.',
          'I accept if their offer is good anyway.',
          'Təklifi onsuz da yaxşıdırsa, qəbul edirəm.',
        ),
        L(
          'می‌پذیرم و یکی از همکاران را هم می‌برم.',
          'I accept and take a colleague along.',
          'Qəbul edirəm və bir iş yoldaşımı da aparıram.',
        ),
        L(
          'تصمیم را تا بعد از سفر عقب می‌اندازم.',
          'I put the decision off until after the trip.',
          'Qərarı səfərdən sonraya saxlayıram.',
        ),
      ],
      0,
      L(
        'همان اصلِ هدیه از طرفِ ذی‌نفع: رد کردن و گزارش دادن.',
        'The same principle as any gift from an interested party: decline and report.',
        'Maraqlı tərəfin hər hansı hədiyyəsi ilə eyni prinsip: imtina və bildiriş.',
      ),
    ),
    multiple(
      'int-04',
      { ...integrity, skill: 'honest_records', difficulty: 'HARD' },
      L(
        'مدیرتان می‌خواهد تاریخ گزارش تحویل را عقب بزنید تا شرکت جریمهٔ تأخیر نپردازد. کدام دو اقدام درست است؟',
        'Your manager asks you to backdate a delivery report so the company avoids a late-delivery penalty. Which two actions are appropriate?',
        'Rəhbəriniz şirkət gecikmə cəriməsindən yayınsın deyə çatdırılma hesabatının tarixini geri çəkməyinizi istəyir. Hansı iki addım düzgündür?',
      ),
      [
        L(
          'از تغییر تاریخ خودداری می‌کنم.',
          'I refuse to change the date.',
          'Tarixi dəyişməkdən imtina edirəm.',
        ),
        L(
          'تغییرش می‌دهم، چون مسئولیتش با مدیر است.',
          'I change it, since the manager takes responsibility.',
          'Dəyişirəm, çünki məsuliyyəti rəhbər daşıyır.',
        ),
        L(
          'درخواست را با واحد انطباق یا مدیر بالاتر در میان می‌گذارم.',
          'I raise the request with compliance or a more senior manager.',
          'Xahişi uyğunluq bölməsi və ya daha yuxarı rəhbərlə müzakirə edirəm.',
        ),
        L(
          'تغییرش می‌دهم ولی نسخهٔ اصلی را پنهانی نگه می‌دارم.',
          'I change it but secretly keep the original.',
          'Dəyişirəm, amma orijinalı gizlicə saxlayıram.',
        ),
      ],
      [0, 2],
      L(
        'عقب زدن تاریخ جعل سند است، حتی به دستور مدیر؛ باید رد و از مسیر درست گزارش شود.',
        'Backdating is falsifying a record, even on a manager’s order: refuse it and report it through the proper channel.',
        'Tarixi geri çəkmək sənədi saxtalaşdırmaqdır, hətta rəhbərin göstərişi ilə: imtina edin və düzgün kanalla bildirin.',
      ),
    ),
    single(
      'cnf-01',
      { ...confidentiality, difficulty: 'EASY' },
      L(
        'دوستی شمارهٔ تلفن یکی از مشتریان شرکتتان را از شما می‌خواهد. چه می‌کنید؟',
        'A friend asks you for the phone number of one of your company’s customers. What do you do?',
        'Dostunuz şirkətinizin müştərilərindən birinin telefon nömrəsini istəyir. Nə edirsiniz?',
      ),
      [
        L(
          'نمی‌دهم؛ اطلاعات مشتری فقط برای کار است.',
          'I decline: customer data is for work only.',
          'Vermirəm: müştəri məlumatı yalnız iş üçündür.',
        ),
        L('می‌دهم، چون دوستم است.', 'I give it, since it is a friend.', 'Verirəm, çünki dostumdur.'),
        L(
          'اگر مشتری باخبر نشود، می‌دهم.',
          'I give it if the customer is unlikely to find out.',
          'Müştəri xəbər tutmayacaqsa, verirəm.',
        ),
        L(
          'به‌جایش ایمیلش را می‌دهم.',
          'I give the e-mail address instead.',
          'Əvəzinə e-poçt ünvanını verirəm.',
        ),
      ],
      0,
      L(
        'اطلاعات مشتری فقط برای هدفی به کار می‌رود که برایش گرفته شده است.',
        'Customer data is used only for the purpose it was collected for.',
        'Müştəri məlumatı yalnız toplandığı məqsəd üçün istifadə olunur.',
      ),
    ),
    single(
      'cnf-02',
      { ...confidentiality, difficulty: 'MEDIUM', pairKey: 'p2' },
      L(
        'می‌بینید فهرست حقوق همهٔ کارکنان روی چاپگر مشترک جا مانده است. چه می‌کنید؟',
        'You notice that a printout of every employee’s salary has been left on the shared printer. What do you do?',
        'Bütün işçilərin maaş siyahısının çapının ortaq printerdə qaldığını görürsünüz. Nə edirsiniz?',
      ),
      [
        L(
          'بدون خواندن، آن را به مسئولش (مثلاً منابع انسانی) می‌رسانم.',
          'Without reading it, I hand it to whoever is responsible (HR, say).',
          'Oxumadan onu məsul şəxsə (məsələn, insan resurslarına) çatdırıram.',
        ),
        L(
          'نگاهی می‌اندازم، چون خودش آنجا مانده است.',
          'I glance at it, since it was left out.',
          'Baxıram, çünki özü orada qalıb.',
        ),
        L('همان‌جا رهایش می‌کنم.', 'I leave it where it is.', 'Olduğu yerdə qoyuram.'),
        L(
          'از آن عکس می‌گیرم تا بعداً بدهم.',
          'I photograph it to hand over later.',
          'Sonra vermək üçün şəklini çəkirəm.',
        ),
      ],
      0,
      L(
        'سند محرمانه را باید بی‌آنکه خوانده یا تکثیر شود به مسئولش رساند؛ رها کردنش دیگران را در معرضش می‌گذارد.',
        'A confidential document goes to whoever is responsible, unread and uncopied; leaving it exposes it to others.',
        'Məxfi sənəd oxunmadan və surəti çıxarılmadan məsul şəxsə verilir; onu qoyub getmək başqalarının görməsinə yol açır.',
      ),
    ),
    single(
      'cnf-03',
      { ...confidentiality, difficulty: 'MEDIUM', pairKey: 'p2' },
      L(
        'ایمیلی به اشتباه برایتان فرستاده شده که اطلاعات شخصی مشتریان در آن است. چه می‌کنید؟',
        'An e-mail containing customers’ personal records has been sent to you by mistake. What do you do?',
        'Müştərilərin şəxsi məlumatları olan e-poçt sizə səhvən göndərilib. Nə edirsiniz?',
      ),
      [
        L(
          'به فرستنده خبر می‌دهم، پاکش می‌کنم و با کسی به اشتراک نمی‌گذارم.',
          'I tell the sender, delete it and share it with no one.',
          'Göndərənə xəbər verir, silir və heç kimlə paylaşmıram.',
        ),
        L(
          'نگهش می‌دارم؛ شاید به کار بیاید.',
          'I keep it in case it is useful.',
          'Saxlayıram, bəlkə lazım oldu.',
        ),
        L(
          'برای تیمم می‌فرستم تا آن‌ها هم بدانند.',
          'I forward it to my team so they know too.',
          'Onlar da bilsin deyə komandama göndərirəm.',
        ),
        L('کاری نمی‌کنم.', 'I do nothing.', 'Heç nə etmirəm.'),
      ],
      0,
      L(
        'همان اصل: اطلاعات محرمانه‌ای که به دستتان رسیده به صاحبش برمی‌گردد و پخش نمی‌شود.',
        'The same principle: confidential data that reached you goes back to its owner and goes no further.',
        'Eyni prinsip: sizə çatan məxfi məlumat sahibinə qayıdır və yayılmır.',
      ),
    ),
    single(
      'cnf-04',
      { ...confidentiality, skill: 'disclosure', difficulty: 'HARD' },
      L(
        'خبرنگاری «غیررسمی» دربارهٔ برنامهٔ اعلام‌نشدهٔ تعدیل نیرو که از آن خبر دارید می‌پرسد. چه می‌کنید؟',
        'A journalist asks you, "off the record", about an unannounced layoff plan you know of. What do you do?',
        'Jurnalist sizdən "qeyri-rəsmi" olaraq bildiyiniz, hələ elan olunmamış ixtisar planı barədə soruşur. Nə edirsiniz?',
      ),
      [
        L(
          'نظری نمی‌دهم و او را به سخنگوی شرکت ارجاع می‌دهم.',
          'I do not comment and refer them to the company’s spokesperson.',
          'Şərh vermirəm və onu şirkətin sözçüsünə yönləndirirəm.',
        ),
        L('غیررسمی تأیید می‌کنم.', 'I confirm it off the record.', 'Qeyri-rəsmi təsdiq edirəm.'),
        L(
          'می‌گویم چنین برنامه‌ای وجود ندارد.',
          'I say there is no such plan.',
          'Belə plan olmadığını deyirəm.',
        ),
        L(
          'بدون تأیید مستقیم، اشاره‌هایی می‌کنم.',
          'I drop hints without confirming.',
          'Birbaşa təsdiq etmədən eyham vururam.',
        ),
      ],
      0,
      L(
        'اطلاعات اعلام‌نشده محرمانه است و دروغ گفتن هم درست نیست؛ پاسخ رسمی با سخنگوست.',
        'Unannounced information is confidential, and lying is wrong too; the official answer is the spokesperson’s.',
        'Elan olunmamış məlumat məxfidir, yalan danışmaq da düzgün deyil; rəsmi cavab sözçünündür.',
      ),
    ),
    single(
      'fai-01',
      { ...fairness, skill: 'hiring', difficulty: 'EASY' },
      L(
        'در هیئت استخدام هستید و یکی از دو نامزدِ هم‌سطح پسرعموی شماست. چه می‌کنید؟',
        'You sit on a hiring panel, and one of two equally qualified candidates is your cousin. What do you do?',
        'İşə qəbul komissiyasındasınız və eyni səviyyəli iki namizəddən biri əmioğlunuzdur. Nə edirsiniz?',
      ),
      [
        L(
          'نسبتم را اعلام می‌کنم و از این تصمیم کنار می‌روم.',
          'I declare the relationship and step out of this decision.',
          'Qohumluğu bildirir və bu qərardan kənarlaşıram.',
        ),
        L(
          'پسرعمویم را انتخاب می‌کنم؛ او را بهتر می‌شناسم.',
          'I choose my cousin; I know him better.',
          'Əmioğlumu seçirəm; onu daha yaxşı tanıyıram.',
        ),
        L(
          'برای جلوگیری از حرف‌وحدیث، دیگری را انتخاب می‌کنم.',
          'I choose the other to avoid gossip.',
          'Söz-söhbət olmasın deyə digərini seçirəm.',
        ),
        L(
          'چیزی نمی‌گویم و منصفانه نمره می‌دهم.',
          'I say nothing and score fairly.',
          'Heç nə demirəm və ədalətlə qiymət verirəm.',
        ),
      ],
      0,
      L(
        'رابطهٔ خانوادگی تعارض منافع است؛ اعلام و کنار رفتن، هر دو نامزد را منصفانه داوری می‌کند.',
        'A family tie is a conflict of interest; declaring it and stepping out lets both candidates be judged fairly.',
        'Ailə bağı maraqlar toqquşmasıdır; onu bildirib kənarlaşmaq hər iki namizədin ədalətlə qiymətləndirilməsinə imkan verir.',
      ),
    ),
    single(
      'fai-02',
      { ...fairness, difficulty: 'MEDIUM', pairKey: 'p3' },
      L(
        'ایدهٔ همکارتان را در ارائه‌ای به کار بردید و مدیرعامل آن را ستود. چه می‌کنید؟',
        'You used a colleague’s idea in a presentation, and the director praised it. What do you do?',
        'Təqdimatda iş yoldaşınızın ideyasından istifadə etdiniz və direktor onu təriflədi. Nə edirsiniz?',
      ),
      [
        L(
          'همان‌جا می‌گویم که ایده از همکارم بوده است.',
          'I say there and then that the idea was my colleague’s.',
          'Elə oradaca ideyanın iş yoldaşıma aid olduğunu deyirəm.',
        ),
        L('تشویق را می‌پذیرم.', 'I accept the praise.', 'Tərifi qəbul edirəm.'),
        L(
          'بعداً فقط به خود همکارم می‌گویم.',
          'Later I tell only my colleague.',
          'Sonra yalnız iş yoldaşıma deyirəm.',
        ),
        L(
          'می‌گویم کار تیمی بوده، بی‌آنکه نامی ببرم.',
          'I say it was a team effort, naming no one.',
          'Ad çəkmədən komanda işi olduğunu deyirəm.',
        ),
      ],
      0,
      L(
        'اعتبار ایده مال صاحب آن است و باید جلوی همان کسانی گفته شود که تشویق کردند.',
        'Credit belongs to whoever had the idea and is given before those who praised it.',
        'Əmək ideya sahibinindir və tərif edənlərin qarşısında deyilməlidir.',
      ),
    ),
    single(
      'fai-03',
      { ...fairness, difficulty: 'MEDIUM', pairKey: 'p3' },
      L(
        'گزارشی که کارآموزتان نوشته، تحسین مشتری را برانگیخته و مشتری گمان می‌کند نویسنده‌اش شما هستید. چه می‌کنید؟',
        'A report your intern wrote has delighted the client, who believes you wrote it. What do you do?',
        'Təcrübəçinizin yazdığı hesabat müştərinin xoşuna gəlib və müştəri onu sizin yazdığınızı düşünür. Nə edirsiniz?',
      ),
      [
        L(
          'به مشتری می‌گویم که کارآموزم آن را نوشته است.',
          'I tell the client my intern wrote it.',
          'Müştəriyə onu təcrübəçimin yazdığını deyirəm.',
        ),
        L('چیزی نمی‌گویم.', 'I say nothing.', 'Heç nə demirəm.'),
        L('تشکر می‌کنم و می‌گذرم.', 'I thank them and move on.', 'Təşəkkür edib keçirəm.'),
        L(
          'فقط به خود کارآموز می‌گویم که مشتری راضی بوده.',
          'I tell only the intern that the client was pleased.',
          'Yalnız təcrübəçiyə müştərinin razı qaldığını deyirəm.',
        ),
      ],
      0,
      L(
        'همان اصل: اعتبار کار را به صاحبش می‌دهیم، به‌ویژه وقتی جایگاه پایین‌تری دارد.',
        'The same principle: credit goes to whoever did the work, all the more when they are junior.',
        'Eyni prinsip: əmək işi görənə verilir, xüsusən də o kiçik vəzifədədirsə.',
      ),
    ),
    single(
      'fai-04',
      { ...fairness, skill: 'evaluation', difficulty: 'HARD' },
      L(
        'در ارزیابی سالانه، عضوی از تیم که از او خوشتان می‌آید کار متوسطی داشته و عضوی که از او خوشتان نمی‌آید کار درخشانی. چه می‌کنید؟',
        'In the annual review, a team member you like did average work and one you dislike did excellent work. What do you do?',
        'İllik qiymətləndirmədə xoşunuza gələn komanda üzvü orta, xoşunuza gəlməyən isə əla iş görüb. Nə edirsiniz?',
      ),
      [
        L(
          'هر کدام را بر پایهٔ شواهد کارش ارزیابی می‌کنم.',
          'I rate each on the evidence of their work.',
          'Hər birini işinin sübutlarına görə qiymətləndirirəm.',
        ),
        L(
          'برای حفظ آرامش به هر دو نمرهٔ متوسط می‌دهم.',
          'I rate both average to keep the peace.',
          'Sakitlik olsun deyə hər ikisinə orta qiymət verirəm.',
        ),
        L(
          'نمرهٔ کسی را که دوستش دارم بالا می‌برم.',
          'I raise the rating of the one I like.',
          'Xoşuma gələnin qiymətini qaldırıram.',
        ),
        L('از تیم می‌خواهم رأی بدهند.', 'I ask the team to vote.', 'Komandadan səs verməsini istəyirəm.'),
      ],
      0,
      L(
        'ارزیابی منصفانه بر شواهد کار است، نه بر علاقه یا آرامش ظاهری.',
        'A fair review rests on evidence of the work, not on liking or a quiet life.',
        'Ədalətli qiymətləndirmə rəğbətə və ya sakitliyə yox, işin sübutlarına əsaslanır.',
      ),
    ),
    single(
      'sample-01',
      { ...integrity, skill: 'honest_records', difficulty: 'EASY', sample: true },
      L(
        'متوجه می‌شوید در فاکتوری که مشتری پرداخت کرده، مبلغ را بیشتر از قیمت واقعی نوشته‌اید. چه می‌کنید؟',
        'You notice that an invoice the customer has already paid overstated the real price. What do you do?',
        'Müştərinin artıq ödədiyi fakturada məbləği real qiymətdən çox yazdığınızı görürsünüz. Nə edirsiniz?',
      ),
      [
        L(
          'به مشتری اطلاع می‌دهم و مابه‌التفاوت را برمی‌گردانم.',
          'I tell the customer and refund the difference.',
          'Müştəriyə bildirir və fərqi qaytarıram.',
        ),
        L(
          'چیزی نمی‌گویم؛ مشتری اعتراضی نکرده است.',
          'I say nothing; the customer has not complained.',
          'Heç nə demirəm; müştəri etiraz etməyib.',
        ),
        L(
          'در سفارش بعدی بی‌سروصدا تخفیف می‌دهم.',
          'I quietly give a discount on the next order.',
          'Növbəti sifarişdə səssizcə endirim edirəm.',
        ),
        L(
          'صبر می‌کنم تا حسابداری متوجه شود.',
          'I wait for accounting to notice.',
          'Mühasibatlığın fərq etməsini gözləyirəm.',
        ),
      ],
      0,
      L(
        'اشتباه را صادقانه اعلام و جبران می‌کنیم.',
        'A mistake is disclosed honestly and put right.',
        'Səhv dürüstcə bildirilir və düzəldilir.',
      ),
    ),
    single(
      'sample-02',
      { ...fairness, skill: 'respect', difficulty: 'EASY', sample: true },
      L(
        'در گروه گفت‌وگوی تیم، همکاری را به خاطر لهجه‌اش مسخره می‌کنند. چه می‌کنید؟',
        'In the team’s group chat, a colleague is being mocked for their accent. What do you do?',
        'Komandanın qrup söhbətində bir iş yoldaşını ləhcəsinə görə ələ salırlar. Nə edirsiniz?',
      ),
      [
        L(
          'اعتراض می‌کنم یا موضوع را به مدیر گزارش می‌دهم.',
          'I object, or report it to a manager.',
          'Etiraz edir və ya rəhbərə bildirirəm.',
        ),
        L('همراهی می‌کنم؛ فقط شوخی است.', 'I join in; it is only a joke.', 'Qoşuluram; sadəcə zarafatdır.'),
        L('از گروه خارج می‌شوم.', 'I leave the group.', 'Qrupdan çıxıram.'),
        L('نادیده می‌گیرم.', 'I ignore it.', 'Fikir vermirəm.'),
      ],
      0,
      L(
        'احترام به همه بخشی از کار است؛ سکوت، تمسخر را ادامه می‌دهد.',
        'Respect for everyone is part of the job; silence lets the mockery go on.',
        'Hər kəsə hörmət işin bir hissəsidir; susmaq ələ salmanın davam etməsinə imkan verir.',
      ),
    ),
  ],
};
