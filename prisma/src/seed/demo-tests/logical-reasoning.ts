import { L, multiple, numeric, single } from './build.ts';
import type { DemoTest } from './types.ts';

const deductive = { category: 'deductive', skill: 'conditionals' };
const numerical = { category: 'numerical', skill: 'series' };
const verbal = { category: 'verbal', skill: 'analogies' };

export const logicalReasoningTest: DemoTest = {
  slug: 'logical-reasoning',
  type: 'LOGICAL_REASONING',
  topics: [],
  title: L('استدلال منطقی', 'Logical reasoning', 'Məntiqi düşüncə'),
  summary: L(
    'نتیجه‌گیری درست از داده‌ها، الگوهای عددی و رابطهٔ میان مفهوم‌ها؛ آزمونی کوتاه و رایگان برای هر جویای کار.',
    'Drawing sound conclusions, number patterns and relations between ideas: a short free test for any job seeker.',
    'Düzgün nəticə çıxarmaq, ədədi qanunauyğunluqlar və anlayışlar arasındakı əlaqələr: hər iş axtaran üçün qısa pulsuz test.',
  ),
  description: L(
    'این آزمون سه توانایی پایهٔ هر شغلی را می‌سنجد: استدلال قیاسی (از مقدمه‌ها به نتیجهٔ قطعی رسیدن)، استدلال عددی (پیدا کردن الگو در اعداد و نسبت‌ها) و استدلال کلامی (درک رابطهٔ میان مفهوم‌ها). سؤال‌ها ساده نوشته شده‌اند تا زبان مانع نشود و فقط خود استدلال سنجیده شود.',
    'This test measures three abilities every job needs: deductive reasoning (reaching a certain conclusion from premises), numerical reasoning (finding patterns in numbers and ratios) and verbal reasoning (seeing how ideas relate). The questions are plainly written so that language is no obstacle and only the reasoning is measured.',
    'Bu test hər işə lazım olan üç bacarığı ölçür: deduktiv düşüncə (müqəddimələrdən dəqiq nəticəyə gəlmək), ədədi düşüncə (ədədlərdə və nisbətlərdə qanunauyğunluq tapmaq) və şifahi düşüncə (anlayışlar arasındakı əlaqəni görmək). Suallar sadə yazılıb ki, dil maneə olmasın və yalnız düşüncənin özü ölçülsün.',
  ),
  questionsCount: 6,
  durationMinutes: 15,
  passingScore: 50,
  originalPriceRials: 0,
  priceRials: 0,
  reportDelayHours: 24,
  maxAttempts: null,
  cooldownHours: 12,
  categories: [
    {
      key: 'deductive',
      name: L('استدلال قیاسی', 'Deductive reasoning', 'Deduktiv düşüncə'),
      advice: L(
        'هر مقدمه را جدا بنویسید و فقط چیزی را بپذیرید که از آن‌ها ناگزیر نتیجه می‌شود.',
        'Write each premise down and accept only what must follow from them.',
        'Hər müqəddiməni ayrıca yazın və yalnız onlardan mütləq çıxanı qəbul edin.',
      ),
    },
    {
      key: 'numerical',
      name: L('استدلال عددی', 'Numerical reasoning', 'Ədədi düşüncə'),
      advice: L(
        'در دنباله‌ها تفاضل و نسبت جمله‌های پشت سر هم را حساب کنید؛ الگو معمولاً همان‌جاست.',
        'In a series, work out the differences and ratios of neighbouring terms: the pattern is usually there.',
        'Ardıcıllıqlarda qonşu hədlərin fərqini və nisbətini hesablayın: qanunauyğunluq adətən oradadır.',
      ),
    },
    {
      key: 'verbal',
      name: L('استدلال کلامی', 'Verbal reasoning', 'Şifahi düşüncə'),
      advice: L(
        'برای هر قیاس، رابطه را در یک جمله بگویید («الف در ب کار می‌کند») و همان جمله را روی گزینه‌ها امتحان کنید.',
        'For each analogy, say the relation in one sentence ("A works in B") and try that sentence on the options.',
        'Hər analogiya üçün əlaqəni bir cümlə ilə deyin ("A B-də işləyir") və həmin cümləni variantlarda yoxlayın.',
      ),
    },
  ],
  skills: [
    { key: 'conditionals', name: L('شرط‌ها و نتیجه‌ها', 'Conditionals', 'Şərtlər və nəticələr') },
    { key: 'syllogisms', name: L('قیاس‌ها', 'Syllogisms', 'Sillogizmlər') },
    { key: 'series', name: L('دنباله‌های عددی', 'Number series', 'Ədəd ardıcıllıqları') },
    { key: 'percentages', name: L('درصدها', 'Percentages', 'Faizlər') },
    { key: 'analogies', name: L('قیاس‌های کلامی', 'Analogies', 'Analogiyalar') },
    { key: 'classification', name: L('دسته‌بندی', 'Classification', 'Təsnifat') },
  ],
  features: [
    L(
      '۶ سؤال در ۱۵ دقیقه، با زمان‌سنج سرور',
      '6 questions in 15 minutes, timed by the server',
      'Server tərəfindən ölçülən 15 dəqiqədə 6 sual',
    ),
    L(
      'نمره به تفکیک سه دسته و نمرهٔ تصحیح‌شده برای حدس',
      'Scores for each of three categories and a score corrected for guessing',
      'Üç kateqoriya üzrə bal və təxmin üçün düzəldilmiş bal',
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
      question: L('به دانش خاصی نیاز دارم؟', 'Do I need any special knowledge?', 'Xüsusi bilik lazımdırmı?'),
      answer: L(
        'نه. حساب ساده و دقت کافی است.',
        'No. Simple arithmetic and care are enough.',
        'Xeyr. Sadə hesab və diqqət kifayətdir.',
      ),
    },
    {
      question: L('ماشین‌حساب مجاز است؟', 'May I use a calculator?', 'Kalkulyatordan istifadə etmək olar?'),
      answer: L(
        'بله، ولی سؤال‌ها طوری طراحی شده‌اند که بدون آن هم حل شوند.',
        'Yes, though the questions are made to be solved without one.',
        'Bəli, amma suallar onsuz da həll ediləcək şəkildə hazırlanıb.',
      ),
    },
    {
      question: L('چند بار می‌توانم شرکت کنم؟', 'How often may I take it?', 'Neçə dəfə keçə bilərəm?'),
      answer: L(
        'هر چند بار که بخواهید، با ۱۲ ساعت فاصله؛ هر بار سؤال‌های تازه‌ای انتخاب می‌شود.',
        'As often as you like, 12 hours apart; each attempt draws new questions.',
        'İstədiyiniz qədər, 12 saat fasilə ilə; hər cəhd yeni suallar seçir.',
      ),
    },
  ],
  careers: [
    {
      key: 'business-analyst',
      name: L('تحلیلگر کسب‌وکار', 'Business analyst', 'Biznes analitiki'),
      weights: { deductive: 2, numerical: 1, verbal: 1 },
    },
    {
      key: 'financial-analyst',
      name: L('تحلیلگر مالی', 'Financial analyst', 'Maliyyə analitiki'),
      weights: { numerical: 3, deductive: 1 },
    },
    {
      key: 'legal-assistant',
      name: L('دستیار حقوقی', 'Legal assistant', 'Hüquqşünas köməkçisi'),
      weights: { verbal: 2, deductive: 2 },
    },
    {
      key: 'project-coordinator',
      name: L('هماهنگ‌کنندهٔ پروژه', 'Project coordinator', 'Layihə koordinatoru'),
      weights: { deductive: 1, verbal: 1, numerical: 1 },
    },
  ],
  items: [
    numeric(
      'num-01',
      { ...numerical, difficulty: 'EASY' },
      L(
        'عدد بعدی دنباله چیست؟ ۳، ۶، ۱۲، ۲۴، …',
        'What number comes next? 3, 6, 12, 24, …',
        'Növbəti ədəd hansıdır? 3, 6, 12, 24, …',
      ),
      48,
      L(
        'هر عدد دو برابر عدد قبلی است: ۲۴ × ۲ = ۴۸.',
        'Each number doubles the one before: 24 × 2 = 48.',
        'Hər ədəd əvvəlkinin iki mislidir: 24 × 2 = 48.',
      ),
    ),
    numeric(
      'num-02',
      { ...numerical, difficulty: 'MEDIUM', pairKey: 'p1' },
      L(
        'عدد بعدی دنباله چیست؟ ۲، ۵، ۱۰، ۱۷، ۲۶، …',
        'What number comes next? 2, 5, 10, 17, 26, …',
        'Növbəti ədəd hansıdır? 2, 5, 10, 17, 26, …',
      ),
      37,
      L(
        'تفاضل‌ها ۳، ۵، ۷، ۹ هستند؛ تفاضل بعدی ۱۱ است: ۲۶ + ۱۱ = ۳۷.',
        'The differences are 3, 5, 7, 9; the next is 11: 26 + 11 = 37.',
        'Fərqlər 3, 5, 7, 9-dur; növbəti 11-dir: 26 + 11 = 37.',
      ),
    ),
    numeric(
      'num-03',
      { ...numerical, difficulty: 'MEDIUM', pairKey: 'p1' },
      L(
        'عدد بعدی دنباله چیست؟ ۱، ۴، ۹، ۱۶، ۲۵، …',
        'What number comes next? 1, 4, 9, 16, 25, …',
        'Növbəti ədəd hansıdır? 1, 4, 9, 16, 25, …',
      ),
      36,
      L(
        'تفاضل‌ها ۳، ۵، ۷، ۹ هستند (مربع‌های ۱ تا ۵)؛ بعدی ۲۵ + ۱۱ = ۳۶.',
        'The differences are 3, 5, 7, 9 (the squares of 1 to 5); next is 25 + 11 = 36.',
        'Fərqlər 3, 5, 7, 9-dur (1-dən 5-ə qədər kvadratlar); növbəti 25 + 11 = 36.',
      ),
    ),
    single(
      'num-04',
      { ...numerical, skill: 'percentages', difficulty: 'HARD' },
      L(
        'قیمت یک پیراهن پس از ۲۰٪ تخفیف ۲۰۰٬۰۰۰ تومان شده است. قیمت پیش از تخفیف چقدر بوده است؟',
        'After a 20% discount a shirt costs 200,000 Toman. What did it cost before the discount?',
        '20% endirimdən sonra köynək 200 000 tümən olub. Endirimdən əvvəl qiyməti nə qədər idi?',
      ),
      [
        L('۲۴۰٬۰۰۰ تومان', '240,000 Toman', '240 000 tümən'),
        L('۲۵۰٬۰۰۰ تومان', '250,000 Toman', '250 000 tümən'),
        L('۲۲۰٬۰۰۰ تومان', '220,000 Toman', '220 000 tümən'),
        L('۲۶۰٬۰۰۰ تومان', '260,000 Toman', '260 000 tümən'),
      ],
      1,
      L(
        'قیمت پس از تخفیف ۸۰٪ قیمت اصلی است: ۲۰۰٬۰۰۰ ÷ ۰٫۸ = ۲۵۰٬۰۰۰. افزودن ۲۰٪ به ۲۰۰٬۰۰۰ (یعنی ۲۴۰٬۰۰۰) اشتباه رایج است.',
        'The discounted price is 80% of the original: 200,000 ÷ 0.8 = 250,000. Adding 20% to 200,000 (240,000) is the common mistake.',
        'Endirimli qiymət ilkin qiymətin 80%-idir: 200 000 ÷ 0,8 = 250 000. 200 000-ə 20% əlavə etmək (240 000) tez-tez edilən səhvdir.',
      ),
    ),
    single(
      'ded-01',
      { ...deductive, skill: 'syllogisms', difficulty: 'EASY' },
      L(
        'همهٔ مهندسان این تیم برنامه‌نویسی بلدند. سارا مهندس این تیم است. کدام گزاره قطعاً درست است؟',
        'Every engineer on this team can program. Sara is an engineer on this team. Which statement is certainly true?',
        'Bu komandanın bütün mühəndisləri proqramlaşdırma bilir. Sara bu komandanın mühəndisidir. Hansı ifadə mütləq doğrudur?',
      ),
      [
        L('سارا برنامه‌نویسی بلد است.', 'Sara can program.', 'Sara proqramlaşdırma bilir.'),
        L(
          'هر کس برنامه‌نویسی بلد است مهندس است.',
          'Everyone who can program is an engineer.',
          'Proqramlaşdırma bilən hər kəs mühəndisdir.',
        ),
        L('سارا طراح نیست.', 'Sara is not a designer.', 'Sara dizayner deyil.'),
        L('هیچ نتیجه‌ای نمی‌توان گرفت.', 'Nothing can be concluded.', 'Heç bir nəticə çıxarmaq olmaz.'),
      ],
      0,
      L(
        'سارا عضوی از گروهی است که همه‌شان برنامه‌نویسی بلدند. گزینهٔ دوم عکسِ مقدمه است و دربارهٔ طراح بودن سارا چیزی گفته نشده.',
        'Sara belongs to a group in which everyone can program. The second option reverses the premise, and nothing is said about Sara being a designer.',
        'Sara hamısı proqramlaşdırma bilən qrupa aiddir. İkinci variant müqəddiməni tərsinə çevirir, Saranın dizayner olub-olmaması barədə isə heç nə deyilməyib.',
      ),
    ),
    single(
      'ded-02',
      { ...deductive, difficulty: 'MEDIUM', pairKey: 'p2' },
      L(
        'اگر باران ببارد، مسابقه لغو می‌شود. مسابقه لغو نشد. چه نتیجه‌ای می‌گیریم؟',
        'If it rains, the match is cancelled. The match was not cancelled. What follows?',
        'Yağış yağsa, oyun ləğv olunur. Oyun ləğv olunmadı. Nə nəticə çıxır?',
      ),
      [
        L('باران نبارید.', 'It did not rain.', 'Yağış yağmadı.'),
        L('باران بارید.', 'It rained.', 'Yağış yağdı.'),
        L(
          'مسابقه در سالن سرپوشیده برگزار شد.',
          'The match was played indoors.',
          'Oyun qapalı zalda keçirildi.',
        ),
        L('هیچ نتیجه‌ای نمی‌توان گرفت.', 'Nothing follows.', 'Heç bir nəticə çıxmır.'),
      ],
      0,
      L(
        'اگر باران باریده بود، مسابقه لغو می‌شد؛ پس چون لغو نشد، باران نباریده است (رفع تالی).',
        'Had it rained, the match would have been cancelled; since it was not, it did not rain (modus tollens).',
        'Yağış yağsaydı, oyun ləğv olunardı; ləğv olunmadığı üçün yağış yağmayıb (modus tollens).',
      ),
    ),
    single(
      'ded-03',
      { ...deductive, difficulty: 'MEDIUM', pairKey: 'p2' },
      L(
        'اگر سرور از کار بیفتد، سایت پیام خطا نشان می‌دهد. سایت هیچ پیام خطایی نشان نمی‌دهد. چه نتیجه‌ای می‌گیریم؟',
        'If the server goes down, the site shows an error. The site shows no error. What follows?',
        'Server işdən düşsə, sayt xəta göstərir. Sayt heç bir xəta göstərmir. Nə nəticə çıxır?',
      ),
      [
        L('سرور از کار نیفتاده است.', 'The server has not gone down.', 'Server işdən düşməyib.'),
        L('سرور از کار افتاده است.', 'The server has gone down.', 'Server işdən düşüb.'),
        L('سایت هیچ کاربری ندارد.', 'The site has no users.', 'Saytın istifadəçisi yoxdur.'),
        L('هیچ نتیجه‌ای نمی‌توان گرفت.', 'Nothing follows.', 'Heç bir nəticə çıxmır.'),
      ],
      0,
      L(
        'همان ساختار «اگر الف آنگاه ب؛ ب نیست؛ پس الف نیست»: سرور از کار نیفتاده است.',
        'The same form, "if A then B; not B; so not A": the server has not gone down.',
        'Eyni quruluş, "A olarsa B olar; B yoxdur; deməli A yoxdur": server işdən düşməyib.',
      ),
    ),
    multiple(
      'ded-04',
      { ...deductive, skill: 'syllogisms', difficulty: 'HARD' },
      L(
        'برخی مدیران مهندس‌اند. همهٔ مهندسان دورهٔ ایمنی را گذرانده‌اند. کدام نتیجه‌ها قطعاً درست‌اند؟ (همهٔ گزینه‌های درست را انتخاب کنید.)',
        'Some managers are engineers. All engineers have passed the safety course. Which conclusions must be true? (Choose every right one.)',
        'Bəzi menecerlər mühəndisdir. Bütün mühəndislər təhlükəsizlik kursunu keçib. Hansı nəticələr mütləq doğrudur? (Bütün düzgün variantları seçin.)',
      ),
      [
        L(
          'برخی مدیران دورهٔ ایمنی را گذرانده‌اند.',
          'Some managers have passed the safety course.',
          'Bəzi menecerlər təhlükəsizlik kursunu keçib.',
        ),
        L(
          'همهٔ مدیران دورهٔ ایمنی را گذرانده‌اند.',
          'All managers have passed the safety course.',
          'Bütün menecerlər təhlükəsizlik kursunu keçib.',
        ),
        L(
          'برخی از کسانی که دوره را گذرانده‌اند مدیرند.',
          'Some of those who passed the course are managers.',
          'Kursu keçənlərin bəziləri menecerdir.',
        ),
        L(
          'هیچ مدیری در دوره مردود نشده است.',
          'No manager failed the course.',
          'Heç bir menecer kursdan kəsilməyib.',
        ),
      ],
      [0, 2],
      L(
        'مدیرانی که مهندس‌اند دوره را گذرانده‌اند، پس «برخی مدیران» و «برخی گذرانده‌ها» درست است. دربارهٔ مدیرانی که مهندس نیستند چیزی نمی‌دانیم.',
        'The managers who are engineers passed the course, so "some managers" and "some who passed" are true. Nothing is known of managers who are not engineers.',
        'Mühəndis olan menecerlər kursu keçib, ona görə "bəzi menecerlər" və "keçənlərin bəziləri" doğrudur. Mühəndis olmayan menecerlər barədə heç nə bilinmir.',
      ),
    ),
    single(
      'ver-01',
      { ...verbal, difficulty: 'EASY' },
      L(
        'پزشک نسبت به بیمارستان، مانند معلم است نسبت به …',
        'Doctor is to hospital as teacher is to …',
        'Həkim xəstəxanaya necədirsə, müəllim də … elədir.',
      ),
      [
        L('مدرسه', 'school', 'məktəbə'),
        L('کتاب', 'book', 'kitaba'),
        L('دانش‌آموز', 'pupil', 'şagirdə'),
        L('درس', 'lesson', 'dərsə'),
      ],
      0,
      L(
        'رابطه «جایی که در آن کار می‌کند» است: پزشک در بیمارستان، معلم در مدرسه.',
        'The relation is "where one works": a doctor in a hospital, a teacher in a school.',
        'Əlaqə "harada işləyir"dir: həkim xəstəxanada, müəllim məktəbdə.',
      ),
    ),
    single(
      'ver-02',
      { ...verbal, difficulty: 'MEDIUM', pairKey: 'p3' },
      L(
        'دانه نسبت به درخت، مانند تخم است نسبت به …',
        'Seed is to tree as egg is to …',
        'Toxum ağaca necədirsə, yumurta da … elədir.',
      ),
      [
        L('پرنده', 'bird', 'quşa'),
        L('لانه', 'nest', 'yuvaya'),
        L('پوسته', 'shell', 'qabığa'),
        L('مزرعه', 'farm', 'fermaya'),
      ],
      0,
      L(
        'رابطه «به آن تبدیل می‌شود» است: از دانه درخت می‌روید و از تخم پرنده بیرون می‌آید.',
        'The relation is "grows into": a seed grows into a tree, an egg hatches into a bird.',
        'Əlaqə "ona çevrilir"dir: toxumdan ağac bitir, yumurtadan quş çıxır.',
      ),
    ),
    single(
      'ver-03',
      { ...verbal, difficulty: 'MEDIUM', pairKey: 'p3' },
      L(
        'کرم ابریشم نسبت به پروانه، مانند بچه‌قورباغه است نسبت به …',
        'Caterpillar is to butterfly as tadpole is to …',
        'Tırtıl kəpənəyə necədirsə, çömçəquyruq da … elədir.',
      ),
      [
        L('قورباغه', 'frog', 'qurbağaya'),
        L('ماهی', 'fish', 'balığa'),
        L('برکه', 'pond', 'gölməçəyə'),
        L('حشره', 'insect', 'həşərata'),
      ],
      0,
      L(
        'رابطه «به آن تبدیل می‌شود» است: بچه‌قورباغه قورباغه می‌شود.',
        'The relation is "grows into": a tadpole becomes a frog.',
        'Əlaqə "ona çevrilir"dir: çömçəquyruq qurbağa olur.',
      ),
    ),
    single(
      'ver-04',
      { ...verbal, skill: 'classification', difficulty: 'HARD' },
      L(
        'کدام واژه با بقیه هم‌گروه نیست؟ چکش، اره، دریل، میخ',
        'Which word does not belong? Hammer, saw, drill, nail',
        'Hansı söz qrupa aid deyil? Çəkic, mişar, drel, mıx',
      ),
      [
        L('چکش', 'hammer', 'çəkic'),
        L('اره', 'saw', 'mişar'),
        L('دریل', 'drill', 'drel'),
        L('میخ', 'nail', 'mıx'),
      ],
      3,
      L(
        'چکش، اره و دریل ابزارند؛ میخ چیزی است که با ابزار به کار می‌رود.',
        'Hammer, saw and drill are tools; a nail is what a tool works on.',
        'Çəkic, mişar və drel alətdir; mıx isə alətlə işlənən şeydir.',
      ),
    ),
    single(
      'sample-01',
      { ...numerical, difficulty: 'EASY', sample: true },
      L(
        'عدد بعدی دنباله چیست؟ ۵، ۱۰، ۱۵، ۲۰، …',
        'What number comes next? 5, 10, 15, 20, …',
        'Növbəti ədəd hansıdır? 5, 10, 15, 20, …',
      ),
      [L('۲۵', '25', '25'), L('۲۴', '24', '24'), L('۳۰', '30', '30'), L('۲۲', '22', '22')],
      0,
      L('هر بار ۵ واحد اضافه می‌شود.', 'Each term adds 5.', 'Hər dəfə 5 əlavə olunur.'),
    ),
    single(
      'sample-02',
      { ...verbal, difficulty: 'EASY', sample: true },
      L(
        'گرم نسبت به سرد، مانند روز است نسبت به …',
        'Hot is to cold as day is to …',
        'İsti soyuğa necədirsə, gündüz də … elədir.',
      ),
      [
        L('شب', 'night', 'gecəyə'),
        L('خورشید', 'sun', 'günəşə'),
        L('صبح', 'morning', 'səhərə'),
        L('هفته', 'week', 'həftəyə'),
      ],
      0,
      L('رابطه «متضاد» است.', 'The relation is "opposite".', 'Əlaqə "ziddiyyət"dir.'),
    ),
  ],
};
