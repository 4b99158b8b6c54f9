import { L, multiple, numeric, single } from './build.ts';
import type { DemoTest } from './types.ts';

const sequences = { category: 'sequences', skill: 'loops' };
const conditionals = { category: 'conditionals', skill: 'branching' };
const complexity = { category: 'complexity', skill: 'counting_steps' };

export const algorithmicThinkingTest: DemoTest = {
  slug: 'algorithmic-thinking',
  type: 'ALGORITHMIC_THINKING',
  topics: [],
  title: L('تفکر الگوریتمی', 'Algorithmic thinking', 'Alqoritmik təfəkkür'),
  summary: L(
    'دنبال کردن حلقه‌ها و شرط‌ها و شمردن گام‌های یک الگوریتم، بدون نیاز به زبان برنامه‌نویسی خاص.',
    'Following loops and conditions and counting an algorithm’s steps, with no particular programming language needed.',
    'Dövrləri və şərtləri izləmək, alqoritmin addımlarını saymaq — xüsusi proqramlaşdırma dili tələb olunmur.',
  ),
  description: L(
    'برای برنامه‌نویسان و متقاضیان شغل‌های فنی: سؤال‌ها گام‌های یک روش را به زبان ساده شرح می‌دهند و از شما می‌خواهند نتیجه را دنبال کنید، شرط‌ها را درست بخوانید و هزینهٔ یک روش را تخمین بزنید.',
    'For programmers and applicants to technical jobs: the questions describe a procedure in plain words and ask you to trace its result, read its conditions correctly and estimate its cost.',
    'Proqramçılar və texniki vəzifələrə namizədlər üçün: suallar prosedurun addımlarını sadə dillə təsvir edir və sizdən nəticəni izləməyi, şərtləri düzgün oxumağı və metodun dəyərini qiymətləndirməyi istəyir.',
  ),
  questionsCount: 6,
  durationMinutes: 20,
  passingScore: 60,
  originalPriceRials: 1_500_000,
  priceRials: 990_000,
  reportDelayHours: 24,
  maxAttempts: 3,
  cooldownHours: 24,
  categories: [
    {
      key: 'sequences',
      name: L('دنباله‌ها و حلقه‌ها', 'Sequences and loops', 'Ardıcıllıqlar və dövrlər'),
      advice: L(
        'مقدار متغیرها را در جدولی گام‌به‌گام بنویسید تا حلقه را بی‌خطا دنبال کنید.',
        'Write the variables’ values in a step-by-step table to trace a loop without slips.',
        'Dövrü səhvsiz izləmək üçün dəyişənlərin qiymətlərini addım-addım cədvəldə yazın.',
      ),
    },
    {
      key: 'conditionals',
      name: L('شرط‌ها', 'Conditions', 'Şərtlər'),
      advice: L(
        'مرزها را امتحان کنید: مقدار دقیقاً برابر حد، یکی کمتر و یکی بیشتر.',
        'Test the edges: a value exactly at the limit, one below and one above.',
        'Sərhədləri yoxlayın: həddə tam bərabər, bir az aşağı və bir az yuxarı qiymət.',
      ),
    },
    {
      key: 'complexity',
      name: L('شمارش گام‌ها و کارایی', 'Counting steps and efficiency', 'Addımların sayı və səmərəlilik'),
      advice: L(
        'بپرسید اگر ورودی دو برابر شود، کار چند برابر می‌شود؛ این پرسش پیچیدگی را نشان می‌دهد.',
        'Ask how much the work grows when the input doubles: that question reveals the complexity.',
        'Giriş iki dəfə artanda işin neçə dəfə artdığını soruşun: bu sual mürəkkəbliyi göstərir.',
      ),
    },
  ],
  skills: [
    { key: 'loops', name: L('حلقه‌ها', 'Loops', 'Dövrlər') },
    { key: 'nested_loops', name: L('حلقه‌های تودرتو', 'Nested loops', 'İç-içə dövrlər') },
    { key: 'stacks', name: L('پشته', 'Stacks', 'Steklər') },
    { key: 'branching', name: L('شاخه‌ها', 'Branching', 'Budaqlanma') },
    { key: 'boolean_logic', name: L('منطق بولی', 'Boolean logic', 'Bul məntiqi') },
    { key: 'tracing', name: L('دنبال کردن اجرا', 'Tracing', 'İcranın izlənməsi') },
    { key: 'search', name: L('جست‌وجو', 'Search', 'Axtarış') },
    { key: 'binary_search', name: L('جست‌وجوی دودویی', 'Binary search', 'İkili axtarış') },
    { key: 'pairs', name: L('شمارش جفت‌ها', 'Counting pairs', 'Cütlərin sayılması') },
  ],
  features: [
    L(
      '۶ سؤال در ۲۰ دقیقه، با زمان‌سنج سرور',
      '6 questions in 20 minutes, timed by the server',
      'Server tərəfindən ölçülən 20 dəqiqədə 6 sual',
    ),
    L(
      'پاسخ عددی، تک‌گزینه‌ای و چندگزینه‌ای',
      'Numeric, single-choice and multiple-choice answers',
      'Ədədi, tək seçimli və çox seçimli cavablar',
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
      question: L(
        'باید زبان برنامه‌نویسی خاصی بلد باشم؟',
        'Do I need to know a particular language?',
        'Müəyyən bir dili bilməliyəm?',
      ),
      answer: L(
        'نه. گام‌ها به زبان ساده نوشته شده‌اند.',
        'No. The steps are written in plain words.',
        'Xeyr. Addımlar sadə dillə yazılıb.',
      ),
    },
    {
      question: L(
        'کاغذ و قلم مجاز است؟',
        'May I use pen and paper?',
        'Qələm və kağızdan istifadə etmək olar?',
      ),
      answer: L('بله، و توصیه هم می‌شود.', 'Yes, and we recommend it.', 'Bəli, hətta tövsiyə edirik.'),
    },
    {
      question: L('چند بار می‌توانم شرکت کنم؟', 'How many attempts do I have?', 'Neçə cəhdim var?'),
      answer: L(
        'تا سه بار با هر خرید، با ۲۴ ساعت فاصله.',
        'Up to three, 24 hours apart.',
        'Üç dəfəyə qədər, 24 saat fasilə ilə.',
      ),
    },
  ],
  careers: [
    {
      key: 'backend-developer',
      name: L('برنامه‌نویس بک‌اند', 'Backend developer', 'Backend proqramçı'),
      weights: { sequences: 1, conditionals: 1, complexity: 2 },
    },
    {
      key: 'qa-automation',
      name: L('مهندس تست خودکار', 'QA automation engineer', 'Avtomatlaşdırılmış test mühəndisi'),
      weights: { conditionals: 2, sequences: 1 },
    },
    {
      key: 'data-engineer',
      name: L('مهندس داده', 'Data engineer', 'Data mühəndisi'),
      weights: { complexity: 2, sequences: 1 },
    },
    {
      key: 'support-engineer',
      name: L('مهندس پشتیبانی فنی', 'Technical support engineer', 'Texniki dəstək mühəndisi'),
      weights: { conditionals: 1, sequences: 1 },
    },
  ],
  items: [
    numeric(
      'seq-01',
      { ...sequences, difficulty: 'EASY' },
      L(
        'x از ۱ شروع می‌شود. تا وقتی x کمتر از ۲۰ است، x دو برابر می‌شود. وقتی حلقه تمام شد x چند است؟',
        'x starts at 1. While x is less than 20, x is doubled. What is x when the loop ends?',
        'x 1-dən başlayır. x 20-dən kiçik olduqca x iki dəfə artırılır. Dövr bitəndə x neçədir?',
      ),
      32,
      L(
        '۱، ۲، ۴، ۸، ۱۶، ۳۲: با ۳۲ شرط «کمتر از ۲۰» برقرار نیست و حلقه می‌ایستد.',
        '1, 2, 4, 8, 16, 32: at 32 "less than 20" no longer holds and the loop stops.',
        '1, 2, 4, 8, 16, 32: 32-də "20-dən kiçik" şərti ödənmir və dövr dayanır.',
      ),
    ),
    numeric(
      'seq-02',
      { ...sequences, difficulty: 'MEDIUM', pairKey: 'p1' },
      L(
        'total از ۰ شروع می‌شود. برای هر عدد صحیح i از ۱ تا ۱۰، i به total اضافه می‌شود. total در پایان چند است؟',
        'total starts at 0. For every whole number i from 1 to 10, i is added to total. What is total at the end?',
        'total 0-dan başlayır. 1-dən 10-a qədər hər tam i üçün i total-a əlavə olunur. Sonda total neçədir?',
      ),
      55,
      L(
        '۱ + ۲ + … + ۱۰ = ۱۰ × ۱۱ ÷ ۲ = ۵۵.',
        '1 + 2 + … + 10 = 10 × 11 ÷ 2 = 55.',
        '1 + 2 + … + 10 = 10 × 11 ÷ 2 = 55.',
      ),
    ),
    numeric(
      'seq-03',
      { ...sequences, difficulty: 'MEDIUM', pairKey: 'p1' },
      L(
        'total از ۰ شروع می‌شود. برای هر عدد صحیح i از ۱ تا ۸، دو برابرِ i به total اضافه می‌شود. total در پایان چند است؟',
        'total starts at 0. For every whole number i from 1 to 8, twice i is added to total. What is total at the end?',
        'total 0-dan başlayır. 1-dən 8-ə qədər hər tam i üçün i-nin iki misli total-a əlavə olunur. Sonda total neçədir?',
      ),
      72,
      L('۲ × (۱ + … + ۸) = ۲ × ۳۶ = ۷۲.', '2 × (1 + … + 8) = 2 × 36 = 72.', '2 × (1 + … + 8) = 2 × 36 = 72.'),
    ),
    single(
      'seq-04',
      { ...sequences, skill: 'nested_loops', difficulty: 'HARD' },
      L(
        'حلقه‌ای i را از ۱ تا ۵ می‌شمارد و درون آن حلقهٔ دیگری j را از ۱ تا i می‌شمارد. بدنهٔ حلقهٔ درونی روی هم چند بار اجرا می‌شود؟',
        'A loop counts i from 1 to 5, and inside it another loop counts j from 1 to i. How many times in all does the inner body run?',
        'Bir dövr i-ni 1-dən 5-ə qədər sayır, onun içində başqa dövr j-ni 1-dən i-yə qədər sayır. Daxili dövrün gövdəsi cəmi neçə dəfə icra olunur?',
      ),
      [L('۱۵', '15', '15'), L('۲۵', '25', '25'), L('۱۰', '10', '10'), L('۲۰', '20', '20')],
      0,
      L(
        '۱ + ۲ + ۳ + ۴ + ۵ = ۱۵؛ ۲۵ اگر حلقهٔ درونی همیشه ۵ بار اجرا می‌شد.',
        '1 + 2 + 3 + 4 + 5 = 15; 25 would be if the inner loop always ran 5 times.',
        '1 + 2 + 3 + 4 + 5 = 15; daxili dövr həmişə 5 dəfə icra olunsaydı 25 olardı.',
      ),
    ),
    single(
      'cnd-01',
      { ...conditionals, difficulty: 'EASY' },
      L(
        'اگر n بر ۲ بخش‌پذیر باشد «زوج» چاپ می‌شود، وگرنه «فرد». برای n = ۷ چه چاپ می‌شود؟',
        'If n is divisible by 2, "even" is printed, otherwise "odd". What is printed for n = 7?',
        'n 2-yə bölünərsə "cüt", əks halda "tək" çap olunur. n = 7 üçün nə çap olunur?',
      ),
      [
        L('فرد', 'odd', 'tək'),
        L('زوج', 'even', 'cüt'),
        L('هر دو', 'both', 'hər ikisi'),
        L('هیچ‌کدام', 'nothing', 'heç nə'),
      ],
      0,
      L(
        '۷ بر ۲ بخش‌پذیر نیست (باقی‌مانده ۱)، پس «فرد».',
        '7 is not divisible by 2 (remainder 1), so "odd".',
        '7 2-yə bölünmür (qalıq 1), deməli "tək".',
      ),
    ),
    single(
      'cnd-02',
      { ...conditionals, skill: 'boolean_logic', difficulty: 'MEDIUM', pairKey: 'p2' },
      L(
        'قاعده: اگر سن ۱۸ یا بیشتر باشد و گواهی‌نامه داشته باشد «مجاز به رانندگی»، وگرنه «غیرمجاز». چه کسی مجاز است؟',
        'Rule: if age is 18 or more AND the person has a licence, "may drive"; otherwise "may not drive". Who may drive?',
        'Qayda: yaş 18 və ya çox VƏ sürücülük vəsiqəsi varsa "sürə bilər", əks halda "sürə bilməz". Kim sürə bilər?',
      ),
      [
        L('۱۷ ساله، با گواهی‌نامه', 'aged 17, with a licence', '17 yaşlı, vəsiqəsi var'),
        L('۱۸ ساله، با گواهی‌نامه', 'aged 18, with a licence', '18 yaşlı, vəsiqəsi var'),
        L('۲۵ ساله، بدون گواهی‌نامه', 'aged 25, without a licence', '25 yaşlı, vəsiqəsi yoxdur'),
        L('۱۶ ساله، بدون گواهی‌نامه', 'aged 16, without a licence', '16 yaşlı, vəsiqəsi yoxdur'),
      ],
      1,
      L(
        'هر دو شرط باید برقرار باشد؛ ۱۸ خودش «۱۸ یا بیشتر» است.',
        'Both conditions must hold; 18 itself is "18 or more".',
        'Hər iki şərt ödənməlidir; 18-in özü "18 və ya çox"dur.',
      ),
    ),
    single(
      'cnd-03',
      { ...conditionals, skill: 'boolean_logic', difficulty: 'MEDIUM', pairKey: 'p2' },
      L(
        'قاعده: اگر نمره ۶۰ یا بیشتر باشد و حضور ۸۰٪ یا بیشتر، «قبول»، وگرنه «مردود». چه کسی قبول است؟',
        'Rule: if the score is 60 or more AND attendance is 80% or more, "pass"; otherwise "fail". Who passes?',
        'Qayda: bal 60 və ya çox VƏ davamiyyət 80% və ya çoxdursa "keçdi", əks halda "kəsildi". Kim keçir?',
      ),
      [
        L('نمرهٔ ۵۹، حضور ۹۵٪', 'score 59, attendance 95%', 'bal 59, davamiyyət 95%'),
        L('نمرهٔ ۶۰، حضور ۸۰٪', 'score 60, attendance 80%', 'bal 60, davamiyyət 80%'),
        L('نمرهٔ ۹۰، حضور ۷۰٪', 'score 90, attendance 70%', 'bal 90, davamiyyət 70%'),
        L('نمرهٔ ۵۰، حضور ۵۰٪', 'score 50, attendance 50%', 'bal 50, davamiyyət 50%'),
      ],
      1,
      L(
        'فقط گزینهٔ دوم هر دو حد را (دقیقاً روی مرز) دارد.',
        'Only the second meets both limits (exactly at the edge).',
        'Yalnız ikinci variant hər iki həddi (tam sərhəddə) ödəyir.',
      ),
    ),
    multiple(
      'cnd-04',
      { ...conditionals, skill: 'tracing', difficulty: 'HARD' },
      L(
        'x = ۵. به ترتیب: اگر x > ۳ آنگاه x = x − ۲. اگر x > ۳ آنگاه x = x × ۲. اگر x < ۳ آنگاه x = x + ۱۰. کدام گزاره‌ها دربارهٔ x نهایی درست‌اند؟',
        'x = 5. In order: if x > 3 then x = x − 2. If x > 3 then x = x × 2. If x < 3 then x = x + 10. Which statements about the final x are true?',
        'x = 5. Ardıcıl olaraq: əgər x > 3 isə x = x − 2. Əgər x > 3 isə x = x × 2. Əgər x < 3 isə x = x + 10. Son x barədə hansı ifadələr doğrudur?',
      ),
      [
        L('x برابر ۳ است.', 'x is 3.', 'x 3-dür.'),
        L('x فرد است.', 'x is odd.', 'x təkdir.'),
        L('x برابر ۶ است.', 'x is 6.', 'x 6-dır.'),
        L('x از ۱۰ بزرگ‌تر است.', 'x is greater than 10.', 'x 10-dan böyükdür.'),
      ],
      [0, 1],
      L(
        'اولی x را ۳ می‌کند؛ ۳ > ۳ نادرست است و ۳ < ۳ هم نادرست، پس x همان ۳ می‌ماند که فرد است.',
        'The first makes x 3; 3 > 3 is false and 3 < 3 is false too, so x stays 3, which is odd.',
        'Birinci x-i 3 edir; 3 > 3 yanlışdır, 3 < 3 də yanlışdır, ona görə x 3 qalır və təkdir.',
      ),
    ),
    single(
      'cpx-01',
      { ...complexity, skill: 'search', difficulty: 'EASY' },
      L(
        'برای پیدا کردن یک نام در فهرستی نامرتب از ۱٬۰۰۰ نام، با بررسی تک‌تک نام‌ها، در بدترین حالت چند بررسی لازم است؟',
        'To find a name in an unsorted list of 1,000 names by checking them one by one, how many checks are needed at worst?',
        '1 000 addan ibarət çeşidlənməmiş siyahıda bir adı tək-tək yoxlayaraq tapmaq üçün ən pis halda neçə yoxlama lazımdır?',
      ),
      [L('۱٬۰۰۰', '1,000', '1 000'), L('۱۰', '10', '10'), L('۵۰۰', '500', '500'), L('۱', '1', '1')],
      0,
      L(
        'نام ممکن است آخرین نام باشد یا اصلاً نباشد: همهٔ ۱٬۰۰۰ نام بررسی می‌شوند.',
        'The name may be last or missing: all 1,000 are checked.',
        'Ad sonuncu ola bilər və ya heç olmaya bilər: bütün 1 000 ad yoxlanılır.',
      ),
    ),
    numeric(
      'cpx-02',
      { ...complexity, skill: 'binary_search', difficulty: 'MEDIUM', pairKey: 'p3' },
      L(
        'جست‌وجوی دودویی در فهرستی مرتب از ۱٬۰۰۰ مورد، در هر گام بازه را نصف می‌کند. حداکثر چند گام لازم است تا مورد پیدا شود (یا معلوم شود نیست)؟',
        'Binary search in a sorted list of 1,000 items halves the range at each step. At most how many steps does it take to find an item (or learn it is missing)?',
        '1 000 elementli çeşidlənmiş siyahıda ikili axtarış hər addımda aralığı yarıya bölür. Elementi tapmaq (və ya olmadığını bilmək) üçün ən çox neçə addım lazımdır?',
      ),
      10,
      L(
        '۲ به توان ۱۰ برابر ۱٬۰۲۴ است که از ۱٬۰۰۰ بیشتر است؛ ۲ به توان ۹ (۵۱۲) کافی نیست.',
        '2 to the 10th is 1,024, more than 1,000; 2 to the 9th (512) is not enough.',
        '2-nin 10-cu dərəcəsi 1 024-dür, 1 000-dən çoxdur; 2-nin 9-cu dərəcəsi (512) kifayət deyil.',
      ),
    ),
    numeric(
      'cpx-03',
      { ...complexity, skill: 'binary_search', difficulty: 'MEDIUM', pairKey: 'p3' },
      L(
        'جست‌وجوی دودویی در فهرستی مرتب از ۱۰۰ مورد: حداکثر چند گام لازم است؟',
        'Binary search in a sorted list of 100 items: at most how many steps are needed?',
        '100 elementli çeşidlənmiş siyahıda ikili axtarış: ən çox neçə addım lazımdır?',
      ),
      7,
      L(
        '۲ به توان ۷ برابر ۱۲۸ است که از ۱۰۰ بیشتر است؛ ۶۴ کافی نیست.',
        '2 to the 7th is 128, more than 100; 64 is not enough.',
        '2-nin 7-ci dərəcəsi 128-dir, 100-dən çoxdur; 64 kifayət deyil.',
      ),
    ),
    single(
      'cpx-04',
      { ...complexity, skill: 'pairs', difficulty: 'HARD' },
      L(
        'می‌خواهیم هر دو نفر از ۱۰۰ نفر را یک بار با هم مقایسه کنیم. چند مقایسه لازم است؟',
        'We want to compare every two of 100 people once. How many comparisons are needed?',
        '100 nəfərdən hər iki nəfəri bir dəfə müqayisə etmək istəyirik. Neçə müqayisə lazımdır?',
      ),
      [
        L('۴٬۹۵۰', '4,950', '4 950'),
        L('۱۰٬۰۰۰', '10,000', '10 000'),
        L('۹٬۹۰۰', '9,900', '9 900'),
        L('۵٬۰۵۰', '5,050', '5 050'),
      ],
      0,
      L(
        '۱۰۰ × ۹۹ ÷ ۲ = ۴٬۹۵۰؛ ۹٬۹۰۰ هر جفت را دو بار می‌شمارد.',
        '100 × 99 ÷ 2 = 4,950; 9,900 counts every pair twice.',
        '100 × 99 ÷ 2 = 4 950; 9 900 hər cütü iki dəfə sayır.',
      ),
    ),
    single(
      'sample-01',
      { ...sequences, skill: 'stacks', difficulty: 'EASY', sample: true },
      L(
        'در یک پشته ۱، سپس ۲، سپس ۳ را می‌گذاریم و یکی برمی‌داریم. کدام عدد برداشته می‌شود؟',
        'We push 1, then 2, then 3 onto a stack, and pop once. Which number comes off?',
        'Steka əvvəl 1, sonra 2, sonra 3 qoyuruq və bir dəfə götürürük. Hansı ədəd götürülür?',
      ),
      [L('۳', '3', '3'), L('۱', '1', '1'), L('۲', '2', '2'), L('هیچ‌کدام', 'none', 'heç biri')],
      0,
      L(
        'پشته «آخرین ورودی، اولین خروجی» است.',
        'A stack is last in, first out.',
        'Stek "sonuncu girən, birinci çıxan"dır.',
      ),
    ),
    single(
      'sample-02',
      { ...conditionals, difficulty: 'EASY', sample: true },
      L(
        'اگر n > ۱۰ باشد «بزرگ» چاپ می‌شود، وگرنه «کوچک». برای n = ۱۰ چه چاپ می‌شود؟',
        'If n > 10, "big" is printed, otherwise "small". What is printed for n = 10?',
        'n > 10 olarsa "böyük", əks halda "kiçik" çap olunur. n = 10 üçün nə çap olunur?',
      ),
      [
        L('کوچک', 'small', 'kiçik'),
        L('بزرگ', 'big', 'böyük'),
        L('هر دو', 'both', 'hər ikisi'),
        L('هیچ‌کدام', 'nothing', 'heç nə'),
      ],
      0,
      L('۱۰ > ۱۰ نادرست است.', '10 > 10 is false.', '10 > 10 yanlışdır.'),
    ),
  ],
};
