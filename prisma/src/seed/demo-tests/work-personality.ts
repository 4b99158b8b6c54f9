import { agreement, L } from './build.ts';
import type { DemoTest } from './types.ts';

// Items adapted from the IPIP Big-Five factor markers (Goldberg, 1992; International Personality Item Pool,
// ipip.ori.org), which are in the public domain; the Persian and Azerbaijani wordings are ours.

const advice = (fa: string, en: string, az: string) => L(fa, en, az);

export const workPersonalityTest: DemoTest = {
  slug: 'work-personality',
  type: 'PERSONALITY_COGNITIVE',
  topics: [],
  title: L('نیم‌رخ شخصیت کاری', 'Work personality profile', 'İş şəxsiyyəti profili'),
  summary: L(
    'پنج ویژگی بزرگ شخصیت در محیط کار، با ثبات پاسخ‌ها و شغل‌های متناسب؛ رایگان و بدون پاسخ درست و غلط.',
    'The Big Five personality traits at work, with the consistency of your answers and careers that suit you: free, with no right or wrong answers.',
    'İş mühitində beş böyük şəxsiyyət xüsusiyyəti, cavablarınızın ardıcıllığı və sizə uyğun peşələr: pulsuz, düzgün və ya səhv cavab olmadan.',
  ),
  description: L(
    'این آزمون بر پایهٔ مجموعهٔ عمومی IPIP ساخته شده و پنج ویژگی را می‌سنجد: برون‌گرایی، سازگاری، وظیفه‌شناسی، ثبات هیجانی و کنجکاوی ذهنی. به هر جمله در مقیاس هفت‌درجه‌ای پاسخ دهید؛ جواب درست یا غلط ندارد. برخی جمله‌ها جفت‌اند تا ثبات پاسخ‌هایتان سنجیده شود.',
    'Built on the public-domain IPIP item pool, this test measures five traits: extraversion, agreeableness, conscientiousness, emotional stability and intellect. Answer each statement on a seven-point scale; there are no right or wrong answers. Some statements come in pairs, so that the consistency of your answers can be measured.',
    'İctimai IPIP sual bazası əsasında hazırlanan bu test beş xüsusiyyəti ölçür: ekstraversiya, razılaşma, məsuliyyətlilik, emosional sabitlik və intellekt. Hər ifadəyə yeddi ballıq şkalada cavab verin; düzgün və ya səhv cavab yoxdur. Bəzi ifadələr cütdür ki, cavablarınızın ardıcıllığı ölçülsün.',
  ),
  questionsCount: 10,
  durationMinutes: 15,
  passingScore: 0,
  originalPriceRials: 0,
  priceRials: 0,
  reportDelayHours: 24,
  maxAttempts: null,
  cooldownHours: 0,
  categories: [
    {
      key: 'extraversion',
      name: L('برون‌گرایی', 'Extraversion', 'Ekstraversiya'),
      advice: advice(
        'نقش‌هایی که تمرکز و کار مستقل می‌خواهند به شما می‌آیند؛ برای جلسه‌ها از پیش یادداشت آماده کنید.',
        'Roles that call for focus and independent work suit you; prepare notes before meetings.',
        'Diqqət və müstəqil iş tələb edən rollar sizə uyğundur; görüşlərdən əvvəl qeydlər hazırlayın.',
      ),
    },
    {
      key: 'agreeableness',
      name: L('سازگاری', 'Agreeableness', 'Razılaşma'),
      advice: advice(
        'صراحت شما ارزشمند است؛ پیش از نقد، یک نکتهٔ مثبت از کار دیگران بگویید.',
        'Your directness is valuable; name one thing done well before you criticise.',
        'Açıq sözlülüyünüz dəyərlidir; tənqiddən əvvəl yaxşı görülmüş bir işi qeyd edin.',
      ),
    },
    {
      key: 'conscientiousness',
      name: L('وظیفه‌شناسی', 'Conscientiousness', 'Məsuliyyətlilik'),
      advice: advice(
        'فهرست کارهای روزانه و یادآورهای کوتاه کمک می‌کند انعطاف شما به نظم هم برسد.',
        'A daily task list and short reminders help your flexibility come with order.',
        'Gündəlik iş siyahısı və qısa xatırlatmalar çevikliyinizə nizam qatmağa kömək edir.',
      ),
    },
    {
      key: 'emotional_stability',
      name: L('ثبات هیجانی', 'Emotional stability', 'Emosional sabitlik'),
      advice: advice(
        'مکث‌های کوتاه و تقسیم کارهای بزرگ به گام‌های کوچک فشار را کم می‌کند.',
        'Short pauses and breaking big tasks into small steps take the pressure down.',
        'Qısa fasilələr və böyük işləri kiçik addımlara bölmək gərginliyi azaldır.',
      ),
    },
    {
      key: 'intellect',
      name: L('کنجکاوی ذهنی', 'Intellect', 'İntellekt'),
      advice: advice(
        'هر هفته یک موضوع تازه را کوتاه یاد بگیرید؛ عمل‌گرایی شما با آن پربارتر می‌شود.',
        'Learn one new topic briefly each week; your practical sense grows richer with it.',
        'Hər həftə qısaca bir yeni mövzu öyrənin; praktik düşüncəniz bununla zənginləşir.',
      ),
    },
  ],
  // Traits, not skills, are what a personality profile reports.
  skills: [],
  features: [
    L(
      'مقیاس هفت‌درجه‌ای، بدون پاسخ درست و غلط',
      'A seven-point scale, with no right or wrong answers',
      'Yeddi ballıq şkala, düzgün və ya səhv cavab olmadan',
    ),
    L(
      'درصد هر ویژگی با نمودار',
      'A percentage for each trait, with a chart',
      'Hər xüsusiyyət üçün faiz, qrafiklə',
    ),
    L(
      'سنجش ثبات پاسخ‌ها و فهرست تناقض‌ها',
      'The consistency of your answers, with any contradictions listed',
      'Cavabların ardıcıllığı və ziddiyyətlərin siyahısı',
    ),
    L(
      'شغل‌های متناسب با درصد تطابق',
      'Matching careers with a match percentage',
      'Uyğunluq faizi ilə uyğun peşələr',
    ),
  ],
  faq: [
    {
      question: L('جواب درست دارد؟', 'Is there a right answer?', 'Düzgün cavab varmı?'),
      answer: L(
        'نه. صادقانه‌ترین پاسخ بهترین پاسخ است.',
        'No. The most honest answer is the best one.',
        'Xeyr. Ən səmimi cavab ən yaxşı cavabdır.',
      ),
    },
    {
      question: L(
        'ثبات پاسخ‌ها چطور سنجیده می‌شود؟',
        'How is consistency measured?',
        'Ardıcıllıq necə ölçülür?',
      ),
      answer: L(
        'برخی جمله‌ها یک معنا را به دو شکل می‌گویند؛ پاسخ‌های دور از هم به این جفت‌ها تناقض شمرده می‌شود.',
        'Some statements say the same thing in two ways; answers far apart on such a pair count as a contradiction.',
        'Bəzi ifadələr eyni şeyi iki cür deyir; belə cütə bir-birindən uzaq cavablar ziddiyyət sayılır.',
      ),
    },
    {
      question: L('می‌توانم دوباره شرکت کنم؟', 'Can I take it again?', 'Yenidən keçə bilərəm?'),
      answer: L('بله، هر زمان که بخواهید.', 'Yes, whenever you like.', 'Bəli, istədiyiniz vaxt.'),
    },
  ],
  careers: [
    {
      key: 'sales',
      name: L('کارشناس فروش', 'Sales specialist', 'Satış mütəxəssisi'),
      weights: { extraversion: 2, emotional_stability: 1 },
    },
    {
      key: 'researcher',
      name: L('پژوهشگر', 'Researcher', 'Tədqiqatçı'),
      weights: { intellect: 2, extraversion: -1 },
    },
    {
      key: 'accountant',
      name: L('حسابدار', 'Accountant', 'Mühasib'),
      weights: { conscientiousness: 2, emotional_stability: 1 },
    },
    {
      key: 'hr-specialist',
      name: L('کارشناس منابع انسانی', 'HR specialist', 'İnsan resursları mütəxəssisi'),
      weights: { agreeableness: 2, emotional_stability: 1, extraversion: 1 },
    },
    {
      key: 'project-manager',
      name: L('مدیر پروژه', 'Project manager', 'Layihə meneceri'),
      weights: { conscientiousness: 2, extraversion: 1, emotional_stability: 1 },
    },
    {
      key: 'ux-designer',
      name: L('طراح تجربهٔ کاربری', 'UX designer', 'UX dizayner'),
      weights: { intellect: 2, agreeableness: 1 },
    },
  ],
  items: [
    agreement(
      'ext-01',
      'extraversion',
      'sociability',
      L(
        'در جمع‌ها معمولاً گرمابخش جمع هستم.',
        'I am the life of the party.',
        'Məclislərdə ortamı adətən mən canlandırıram.',
      ),
    ),
    agreement(
      'ext-02',
      'extraversion',
      'talkativeness',
      L('زیاد حرف نمی‌زنم.', "I don't talk a lot.", 'Çox danışmıram.'),
      { reverseKeyed: true },
    ),
    agreement(
      'ext-03',
      'extraversion',
      'sociability',
      L(
        'در کنار دیگران احساس راحتی می‌کنم.',
        'I feel comfortable around people.',
        'İnsanların arasında özümü rahat hiss edirəm.',
      ),
      { pairKey: 'pe' },
    ),
    agreement(
      'ext-04',
      'extraversion',
      'assertiveness',
      L('معمولاً من سر صحبت را باز می‌کنم.', 'I start conversations.', 'Söhbətə adətən mən başlayıram.'),
      { pairKey: 'pe' },
    ),
    agreement(
      'agr-01',
      'agreeableness',
      'empathy',
      L(
        'احساسات دیگران را درک می‌کنم و با آن‌ها همدلی دارم.',
        "I sympathize with others' feelings.",
        'Başqalarının hisslərini anlayır, onlarla həmdərd oluram.',
      ),
      { pairKey: 'pa' },
    ),
    agreement(
      'agr-02',
      'agreeableness',
      'empathy',
      L(
        'مشکلات دیگران برایم اهمیتی ندارد.',
        "I am not interested in other people's problems.",
        'Başqalarının problemləri məni maraqlandırmır.',
      ),
      { reverseKeyed: true, pairKey: 'pa' },
    ),
    agreement(
      'agr-03',
      'agreeableness',
      'helpfulness',
      L('برای دیگران وقت می‌گذارم.', 'I take time out for others.', 'Başqaları üçün vaxt ayırıram.'),
    ),
    agreement(
      'agr-04',
      'agreeableness',
      'politeness',
      L('با دیگران بی‌احترامی می‌کنم.', 'I insult people.', 'İnsanlara qarşı kobudluq edirəm.'),
      { reverseKeyed: true },
    ),
    agreement(
      'con-01',
      'conscientiousness',
      'orderliness',
      L('همیشه از پیش آماده‌ام.', 'I am always prepared.', 'Həmişə əvvəlcədən hazır oluram.'),
      { pairKey: 'pc' },
    ),
    agreement(
      'con-02',
      'conscientiousness',
      'orderliness',
      L(
        'وسایلم را این‌طرف و آن‌طرف جا می‌گذارم.',
        'I leave my belongings around.',
        'Əşyalarımı ora-bura atıb qoyuram.',
      ),
      { reverseKeyed: true, pairKey: 'pc' },
    ),
    agreement(
      'con-03',
      'conscientiousness',
      'carefulness',
      L('به جزئیات توجه می‌کنم.', 'I pay attention to details.', 'Xırdalıqlara diqqət yetirirəm.'),
    ),
    agreement(
      'con-04',
      'conscientiousness',
      'carefulness',
      L('کارها را به‌هم می‌ریزم.', 'I make a mess of things.', 'İşləri qarışdırıram.'),
      { reverseKeyed: true },
    ),
    agreement(
      'sta-01',
      'emotional_stability',
      'calm',
      L('بیشتر وقت‌ها آرامم.', 'I am relaxed most of the time.', 'Çox vaxt sakit oluram.'),
      { pairKey: 'pn' },
    ),
    agreement(
      'sta-02',
      'emotional_stability',
      'calm',
      L('زود دچار استرس می‌شوم.', 'I get stressed out easily.', 'Tez stresə düşürəm.'),
      { reverseKeyed: true, pairKey: 'pn' },
    ),
    agreement(
      'sta-03',
      'emotional_stability',
      'worry',
      L('زیاد نگران مسائل می‌شوم.', 'I worry about things.', 'Çox şeydən narahat oluram.'),
      { reverseKeyed: true },
    ),
    agreement(
      'sta-04',
      'emotional_stability',
      'mood',
      L('به‌ندرت دل‌گرفته و غمگین می‌شوم.', 'I seldom feel blue.', 'Nadir hallarda qəmgin oluram.'),
    ),
    agreement(
      'int-01',
      'intellect',
      'imagination',
      L('قوهٔ تخیل قوی‌ای دارم.', 'I have a vivid imagination.', 'Güclü təxəyyülüm var.'),
      { pairKey: 'pi' },
    ),
    agreement(
      'int-02',
      'intellect',
      'abstraction',
      L(
        'فهمیدن ایده‌های انتزاعی برایم دشوار است.',
        'I have difficulty understanding abstract ideas.',
        'Mücərrəd fikirləri anlamaqda çətinlik çəkirəm.',
      ),
      { reverseKeyed: true },
    ),
    agreement(
      'int-03',
      'intellect',
      'abstraction',
      L('مطالب را زود می‌فهمم.', 'I am quick to understand things.', 'Şeyləri tez başa düşürəm.'),
    ),
    agreement(
      'int-04',
      'intellect',
      'imagination',
      L('ذهنم پر از ایده است.', 'I am full of ideas.', 'Başım ideyalarla doludur.'),
      { pairKey: 'pi' },
    ),
    agreement(
      'sample-01',
      'extraversion',
      'sociability',
      L('به‌آسانی دوست پیدا می‌کنم.', 'I make friends easily.', 'Asanlıqla dost qazanıram.'),
      { sample: true },
    ),
    agreement(
      'sample-02',
      'conscientiousness',
      'orderliness',
      L(
        'کارهای روزمره را بی‌درنگ انجام می‌دهم.',
        'I get chores done right away.',
        'Gündəlik işləri dərhal görürəm.',
      ),
      { sample: true },
    ),
  ],
};
