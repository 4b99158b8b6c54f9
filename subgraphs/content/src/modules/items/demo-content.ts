import type { ContentDocument, ContentKind } from '@platform/rules/content-items';
import type { Identity } from '@platform/subgraph-kit/identity';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { ContentPrisma } from '../../context.ts';
import { createItem, publishRevision, saveDraft, updateItem } from './items.service.ts';

type Words = Omit<ContentDocument, 'faq' | 'claims' | 'steps' | 'sections'> &
  Partial<Pick<ContentDocument, 'faq' | 'claims' | 'steps' | 'sections'>>;

interface DemoItem {
  kind: ContentKind;
  slug: string;
  service?: string;
  importance?: number;
  position?: number;
  related?: string[];
  words: { fa: Words; en: Words; az: Words };
}

const section = (heading: string, body: string) => ({ heading, body });
const q = (question: string, answer: string) => ({ question, answer });

/** The site's own pages as its editors first wrote them, in Persian, English and Azerbaijani. */
export const demoContent: DemoItem[] = [
  {
    kind: 'PAGE',
    slug: 'about',
    words: {
      fa: {
        title: 'دربارهٔ کارنما',
        summary: 'کارنما از سال ۱۳۹۹ کار، استعداد و نرم‌افزار را در یک جا گرد آورده است.',
        sections: [
          section(
            'داستان ما',
            'کارنما با یک تیم کوچک توسعه‌دهنده در تهران آغاز شد: ساختن نرم‌افزار برای کسب‌وکارهایی که زبانشان را می‌فهمیم.\n\nامروز کارنما جای یافتن کار، سنجیدن استعدادها و پیدا کردن همکار برای پروژه‌هاست؛ به فارسی، انگلیسی و آذربایجانی.',
          ),
          section(
            'آنچه برایش ارزش قائلیم',
            'شفافیت در قیمت و زمان، کدی که پس از تحویل هم قابل نگهداری است، و پاسخ‌گویی در ساعات کاری.',
          ),
        ],
        claims: [
          { value: '۱۳۹۹', label: 'سال آغاز کار', figure: null },
          { value: '۱۵۰+', label: 'پروژهٔ انجام‌شده', figure: null },
          { value: '۲۵۰+', label: 'مشتری', figure: null },
          { value: '۹۵٪', label: 'رضایت مشتریان', figure: null },
          { value: '۵+', label: 'سال تجربه', figure: null },
          { value: 'آنلاین', label: 'آزمون‌های استعداد کارنما', figure: 'TESTS_TAKEN' },
        ],
        steps: [
          { title: 'گفت‌وگوی آغازین', text: 'نیاز شما را می‌شنویم و دامنهٔ کار را با هم روشن می‌کنیم.' },
          { title: 'تحلیل و پیشنهاد', text: 'برنامهٔ زمانی، هزینه و مراحل پرداخت را مکتوب می‌کنیم.' },
          { title: 'طراحی', text: 'نمونهٔ رابط کاربری را پیش از برنامه‌نویسی با شما مرور می‌کنیم.' },
          { title: 'توسعه و آزمون', text: 'در هر مرحله نسخهٔ قابل آزمایش تحویل می‌دهیم.' },
          { title: 'تحویل و پشتیبانی', text: 'راه‌اندازی، آموزش و پشتیبانی پس از تحویل.' },
        ],
      },
      en: {
        title: 'About Karnama',
        summary: 'Since 2020, Karnama has brought jobs, talent and software together in one place.',
        sections: [
          section(
            'Our story',
            'Karnama started as a small team of developers in Tehran, building software for businesses whose language we speak.\n\nToday it is where people find work, measure talent and find collaborators for their projects, in Persian, English and Azerbaijani.',
          ),
          section(
            'What we value',
            'Clear prices and dates, code that can be maintained after delivery, and answers within working hours.',
          ),
        ],
        claims: [
          { value: '2020', label: 'the year we started (1399)', figure: null },
          { value: '150+', label: 'projects delivered', figure: null },
          { value: '250+', label: 'clients', figure: null },
          { value: '95%', label: 'client satisfaction', figure: null },
          { value: '5+', label: 'years of experience', figure: null },
          { value: 'Online', label: 'Karnama’s talent tests', figure: 'TESTS_TAKEN' },
        ],
        steps: [
          {
            title: 'First conversation',
            text: 'We listen to what you need and agree on the scope together.',
          },
          {
            title: 'Analysis and proposal',
            text: 'We write down the schedule, the price and the payment stages.',
          },
          { title: 'Design', text: 'We review a prototype of the interface with you before any code.' },
          { title: 'Development and testing', text: 'Every stage ends with a version you can try.' },
          { title: 'Delivery and support', text: 'Launch, training and support after delivery.' },
        ],
      },
      az: {
        title: 'Karnama haqqında',
        summary: '2020-ci ildən Karnama işi, istedadı və proqram təminatını bir yerdə birləşdirir.',
        sections: [
          section(
            'Hekayəmiz',
            'Karnama Tehranda kiçik bir proqramçı komandası kimi başladı: dilini bildiyimiz bizneslər üçün proqram təminatı qururduq.\n\nBu gün insanlar burada iş tapır, istedadlarını ölçür və layihələri üçün əməkdaş tapırlar; fars, ingilis və Azərbaycan dillərində.',
          ),
          section(
            'Dəyər verdiklərimiz',
            'Aydın qiymət və müddət, təhvildən sonra da saxlanıla bilən kod və iş saatlarında cavab.',
          ),
        ],
        claims: [
          { value: '2020', label: 'başladığımız il (1399)', figure: null },
          { value: '150+', label: 'təhvil verilmiş layihə', figure: null },
          { value: '250+', label: 'müştəri', figure: null },
          { value: '95%', label: 'müştəri məmnuniyyəti', figure: null },
          { value: '5+', label: 'il təcrübə', figure: null },
          { value: 'Onlayn', label: 'Karnamanın istedad testləri', figure: 'TESTS_TAKEN' },
        ],
        steps: [
          { title: 'İlk söhbət', text: 'Ehtiyacınızı dinləyir, işin həcmini birlikdə müəyyən edirik.' },
          { title: 'Təhlil və təklif', text: 'Qrafiki, qiyməti və ödəniş mərhələlərini yazılı veririk.' },
          { title: 'Dizayn', text: 'Koddan əvvəl interfeysin prototipini sizinlə nəzərdən keçiririk.' },
          { title: 'İnkişaf və test', text: 'Hər mərhələ sınaya biləcəyiniz bir versiya ilə bitir.' },
          { title: 'Təhvil və dəstək', text: 'İşə salma, təlim və təhvildən sonra dəstək.' },
        ],
      },
    },
  },
  {
    kind: 'PAGE',
    slug: 'services',
    words: {
      fa: {
        title: 'خدمات کارنما',
        summary: 'توسعهٔ وب، موبایل، هوش مصنوعی و ربات برای کسب‌وکار شما، و دوره‌های آموزش برنامه‌نویسی.',
        sections: [
          section(
            '',
            'هر پروژه با یک گفت‌وگوی رایگان آغاز می‌شود و در مراحل مشخص با پرداخت مرحله‌ای پیش می‌رود.',
          ),
        ],
      },
      en: {
        title: 'Karnama’s services',
        summary: 'Web, mobile, AI and bot development for your business, and coding courses.',
        sections: [
          section(
            '',
            'Every project starts with a free conversation and goes on in clear stages, paid stage by stage.',
          ),
        ],
      },
      az: {
        title: 'Karnamanın xidmətləri',
        summary:
          'Biznesiniz üçün veb, mobil, süni intellekt və bot inkişafı, həmçinin proqramlaşdırma kursları.',
        sections: [
          section(
            '',
            'Hər layihə pulsuz söhbətlə başlayır və mərhələ-mərhələ ödənişlə aydın mərhələlərlə davam edir.',
          ),
        ],
      },
    },
  },
  {
    kind: 'SERVICE',
    slug: 'web',
    position: 1,
    words: {
      fa: {
        title: 'طراحی و توسعهٔ وب',
        summary: 'وب‌سایت‌ها و سامانه‌های تحت وب سریع، راست‌به‌چپ و آمادهٔ موتورهای جست‌وجو.',
        sections: [
          section(
            'چه می‌سازیم',
            'فروشگاه اینترنتی، پنل‌های مدیریتی، سامانه‌های نوبت‌دهی و وب‌سایت‌های شرکتی.',
          ),
          section('چگونه', 'با React و TypeScript در سمت کاربر و سرویس‌های GraphQL در سمت سرور.'),
        ],
        faq: [
          q('یک وب‌سایت چقدر زمان می‌برد؟', 'یک وب‌سایت شرکتی معمولاً چهار تا شش هفته.'),
          q('پس از تحویل پشتیبانی دارید؟', 'بله، سه ماه پشتیبانی رایگان پس از تحویل.'),
        ],
      },
      en: {
        title: 'Web design and development',
        summary: 'Fast websites and web systems, right-to-left ready and built for search engines.',
        sections: [
          section('What we build', 'Online shops, admin panels, booking systems and company websites.'),
          section('How', 'React and TypeScript in the browser, GraphQL services on the server.'),
        ],
        faq: [
          q('How long does a website take?', 'A company website usually takes four to six weeks.'),
          q('Do you support it after delivery?', 'Yes: three months of free support after delivery.'),
        ],
      },
      az: {
        title: 'Veb dizayn və inkişaf',
        summary: 'Sürətli, sağdan sola hazır və axtarış sistemləri üçün qurulmuş veb saytlar və sistemlər.',
        sections: [
          section(
            'Nə qururuq',
            'Onlayn mağazalar, idarəetmə panelləri, növbə sistemləri və şirkət saytları.',
          ),
          section('Necə', 'Brauzerdə React və TypeScript, serverdə GraphQL xidmətləri.'),
        ],
        faq: [
          q('Veb sayt nə qədər vaxt aparır?', 'Şirkət saytı adətən dörd-altı həftə çəkir.'),
          q('Təhvildən sonra dəstək verirsiniz?', 'Bəli, təhvildən sonra üç ay pulsuz dəstək.'),
        ],
      },
    },
  },
  {
    kind: 'SERVICE',
    slug: 'mobile',
    position: 2,
    words: {
      fa: {
        title: 'اپلیکیشن موبایل',
        summary: 'اپلیکیشن‌های اندروید و iOS با یک کد مشترک و تجربهٔ کاربری بومی.',
        sections: [section('چه می‌سازیم', 'اپلیکیشن فروشگاهی، رزرو، آموزش آنلاین و ابزارهای داخلی سازمان.')],
      },
      en: {
        title: 'Mobile apps',
        summary: 'Android and iOS apps from one shared code base with a native feel.',
        sections: [section('What we build', 'Shopping, booking, online learning and in-house tools.')],
      },
      az: {
        title: 'Mobil tətbiqlər',
        summary: 'Bir ortaq koddan Android və iOS tətbiqləri, yerli hisslə.',
        sections: [section('Nə qururuq', 'Alış-veriş, rezervasiya, onlayn təhsil və daxili alətlər.')],
      },
    },
  },
  {
    kind: 'SERVICE',
    slug: 'ai',
    position: 3,
    words: {
      fa: {
        title: 'هوش مصنوعی',
        summary: 'دسته‌بندی متن فارسی، پیش‌بینی فروش و جست‌وجوی هوشمند در داده‌های شما.',
        sections: [
          section('', 'از دادهٔ موجود شما شروع می‌کنیم و پیش از ساختن، ارزش مدل را با نمونهٔ کوچک می‌سنجیم.'),
        ],
      },
      en: {
        title: 'Artificial intelligence',
        summary: 'Persian text classification, sales forecasting and smart search over your data.',
        sections: [
          section(
            '',
            'We start from the data you have, and measure a model’s worth on a small sample before building.',
          ),
        ],
      },
      az: {
        title: 'Süni intellekt',
        summary: 'Fars mətnlərinin təsnifatı, satış proqnozu və məlumatlarınızda ağıllı axtarış.',
        sections: [
          section(
            '',
            'Mövcud məlumatınızdan başlayır, qurmazdan əvvəl modelin dəyərini kiçik nümunədə ölçürük.',
          ),
        ],
      },
    },
  },
  {
    kind: 'SERVICE',
    slug: 'bots',
    position: 4,
    words: {
      fa: {
        title: 'ربات‌ها',
        summary: 'ربات‌های تلگرام و بله برای پاسخ به مشتری، فروش و اطلاع‌رسانی.',
        sections: [section('', 'ربات به سامانهٔ شما وصل می‌شود و پرسش‌های تکراری را شبانه‌روز پاسخ می‌دهد.')],
      },
      en: {
        title: 'Bots',
        summary: 'Telegram and Bale bots for customer answers, sales and announcements.',
        sections: [
          section('', 'A bot connects to your system and answers repeated questions day and night.'),
        ],
      },
      az: {
        title: 'Botlar',
        summary: 'Müştəri cavabları, satış və elanlar üçün Telegram və Bale botları.',
        sections: [section('', 'Bot sisteminizə qoşulur və təkrarlanan suallara gecə-gündüz cavab verir.')],
      },
    },
  },
  {
    kind: 'FEATURE',
    slug: 'responsive-design',
    service: 'web',
    importance: 9,
    related: ['seo-ready'],
    words: {
      fa: {
        title: 'طراحی واکنش‌گرا',
        summary: 'صفحه‌ها روی گوشی، تبلت و رایانه به یک اندازه خوانا و کاربردی‌اند.',
        sections: [section('', 'بیشتر بازدیدها از گوشی است؛ هر صفحه را پیش از رایانه روی گوشی می‌آزماییم.')],
      },
      en: {
        title: 'Responsive design',
        summary: 'Pages read and work as well on phones and tablets as on computers.',
        sections: [
          section('', 'Most visits come from phones, so every page is tried on a phone before a computer.'),
        ],
      },
      az: {
        title: 'Adaptiv dizayn',
        summary: 'Səhifələr telefon və planşetdə kompüterdəki kimi oxunur və işləyir.',
        sections: [
          section(
            '',
            'Ziyarətlərin çoxu telefondan gəlir; hər səhifəni kompüterdən əvvəl telefonda sınayırıq.',
          ),
        ],
      },
    },
  },
  {
    kind: 'FEATURE',
    slug: 'seo-ready',
    service: 'web',
    importance: 8,
    related: ['responsive-design'],
    words: {
      fa: {
        title: 'آماده برای موتورهای جست‌وجو',
        summary: 'صفحه‌هایی که در سرور ساخته می‌شوند، با داده‌های ساخت‌یافته و نقشهٔ سایت.',
        sections: [
          section('', 'عنوان، توضیح و نشانی هر صفحه به هر سه زبان، و نقشهٔ سایتی که خودش به‌روز می‌شود.'),
        ],
      },
      en: {
        title: 'Search-engine ready',
        summary: 'Server-rendered pages with structured data and a sitemap.',
        sections: [
          section(
            '',
            'Every page has its title, description and address in all three languages, and the sitemap keeps itself up to date.',
          ),
        ],
      },
      az: {
        title: 'Axtarış sistemlərinə hazır',
        summary: 'Strukturlaşdırılmış məlumat və sayt xəritəsi ilə serverdə qurulan səhifələr.',
        sections: [
          section('', 'Hər səhifənin üç dildə başlığı, təsviri və ünvanı var, sayt xəritəsi özü yenilənir.'),
        ],
      },
    },
  },
  {
    kind: 'FEATURE',
    slug: 'offline-mode',
    service: 'mobile',
    importance: 7,
    words: {
      fa: {
        title: 'کار بدون اینترنت',
        summary: 'اپلیکیشن بدون اتصال هم کار می‌کند و پس از وصل شدن همگام می‌شود.',
      },
      en: {
        title: 'Works offline',
        summary: 'The app keeps working without a connection and syncs once it is back.',
      },
      az: {
        title: 'İnternetsiz işləyir',
        summary: 'Tətbiq bağlantı olmadan da işləyir və bağlantı qayıdanda sinxronlaşır.',
      },
    },
  },
  {
    kind: 'ARTICLE',
    slug: 'choosing-a-web-stack',
    service: 'web',
    words: {
      fa: {
        title: 'چگونه فناوری وب‌سایت خود را انتخاب کنیم',
        summary: 'سه پرسشی که پیش از انتخاب فناوری باید پاسخ دهید.',
        sections: [
          section(
            'چه کسی آن را نگه می‌دارد؟',
            'فناوری‌ای را انتخاب کنید که تیم شما یا بازار کار شهرتان آن را می‌شناسد.',
          ),
          section(
            'چقدر باید سریع باشد؟',
            'برای فروشگاه اینترنتی، سرعت بارگذاری روی گوشی مستقیم بر فروش اثر می‌گذارد.',
          ),
        ],
      },
      en: {
        title: 'How to choose your website’s technology',
        summary: 'Three questions to answer before you pick a stack.',
        sections: [
          section('Who will maintain it?', 'Pick what your team, or your city’s job market, already knows.'),
          section(
            'How fast must it be?',
            'For an online shop, loading speed on phones shows directly in sales.',
          ),
        ],
      },
      az: {
        title: 'Saytınızın texnologiyasını necə seçməli',
        summary: 'Texnologiya seçməzdən əvvəl cavab verməli olduğunuz üç sual.',
        sections: [
          section('Onu kim saxlayacaq?', 'Komandanızın və ya şəhərinizin iş bazarının bildiyini seçin.'),
          section(
            'Nə qədər sürətli olmalıdır?',
            'Onlayn mağaza üçün telefonda yüklənmə sürəti satışda birbaşa görünür.',
          ),
        ],
      },
    },
  },
  {
    kind: 'COURSE',
    slug: 'react-fundamentals',
    position: 1,
    words: {
      fa: { title: 'مبانی React', summary: 'هشت هفته، آنلاین: از نخستین کامپوننت تا یک پروژهٔ کامل.' },
      en: {
        title: 'React fundamentals',
        summary: 'Eight weeks online: from the first component to a whole project.',
      },
      az: { title: 'React əsasları', summary: 'Səkkiz həftə onlayn: ilk komponentdən tam layihəyə qədər.' },
    },
  },
  {
    kind: 'COURSE',
    slug: 'python-for-beginners',
    position: 2,
    words: {
      fa: {
        title: 'پایتون برای تازه‌کارها',
        summary: 'شش هفته، بدون پیش‌نیاز: برنامه‌نویسی را با پایتون بیاموزید.',
      },
      en: {
        title: 'Python for beginners',
        summary: 'Six weeks, no prerequisites: learn programming with Python.',
      },
      az: {
        title: 'Başlayanlar üçün Python',
        summary: 'Altı həftə, ilkin tələb yoxdur: Python ilə proqramlaşdırmanı öyrənin.',
      },
    },
  },
];

const withLists = (words: Words) => ({ sections: [], faq: [], claims: [], steps: [], ...words });

/**
 * Writes the demo content as an admin would through the editor (`createContentItem`, `saveContentDraft`,
 * `publishContentRevision`: the same rules and the same rows), on a database that has none yet. Returns how many
 * items it wrote.
 */
export async function writeDemoContent(prisma: ContentPrisma, editor: Identity): Promise<number> {
  if ((await prisma.contentItem.count()) > 0) return 0;
  const ids = new Map<string, string>();
  for (const item of demoContent) {
    const created = await createItem(prisma, {
      kind: item.kind,
      slug: item.slug,
      importance: item.importance ?? null,
      position: item.position ?? 0,
      serviceId: item.service ? ids.get(item.service) : null,
    });
    ids.set(item.slug, encodeGlobalID('ContentItem', created.id));
    for (const [locale, words] of Object.entries(item.words)) {
      const revision = await saveDraft(prisma, editor, {
        itemId: ids.get(item.slug)!,
        locale,
        document: withLists(words),
      });
      await publishRevision(prisma, editor, encodeGlobalID('ContentRevision', revision.id));
    }
  }
  for (const item of demoContent.filter((i) => i.related))
    await updateItem(prisma, {
      id: ids.get(item.slug)!,
      relatedIds: item.related!.map((slug) => ids.get(slug)!),
    });
  return demoContent.length;
}
