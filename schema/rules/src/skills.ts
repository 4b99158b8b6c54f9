import { normalizeSearchText } from './search-text.ts';

/**
 * One skills taxonomy for jobs, collaborators and résumés, so that a job asking for "React" finds the people who
 * wrote "ReactJS" or "ری‌اکت", and "C#" is never "C" or "C++".
 *
 * A known skill has a name (how the field writes it), its own names in Persian or Azerbaijani where the field
 * uses one, and the other spellings people type. A name outside the taxonomy is kept as written and compared by
 * its compact form, so the taxonomy can grow without changing how any stored name compares: a new entry's key is
 * the compact form of its name, which is what the same name typed earlier was already compared by.
 */
export interface Skill {
  /** The compact form of `name`: what filters compare. */
  key: string;
  name: string;
  names: { fa?: string; az?: string };
  aliases: readonly string[];
}

type Entry = readonly [name: string, aliases?: readonly string[], names?: { fa?: string; az?: string }];

// prettier-ignore
const entries: readonly Entry[] = [
  // Languages
  ['JavaScript', ['js', 'ecmascript', 'es6', 'جاوااسکریپت', 'جاوا اسکریپت']],
  ['TypeScript', ['ts', 'تایپ اسکریپت', 'تایپ‌اسکریپت']],
  ['Python', ['python3', 'پایتون']],
  ['Java', ['جاوا']],
  ['Kotlin', ['کاتلین']],
  ['Swift', ['سوئیفت']],
  ['Objective-C', ['objc']],
  ['Dart', ['دارت']],
  ['Go', ['golang', 'گو']],
  ['Rust', ['راست']],
  ['C', ['c language']],
  ['C++', ['cpp', 'cplusplus']],
  ['C#', ['csharp', 'c sharp', 'سی شارپ', 'سی‌شارپ']],
  ['PHP', ['پی اچ پی', 'پی‌اچ‌پی']],
  ['Ruby', ['روبی']],
  ['Scala'],
  ['Elixir'],
  ['R', ['r language']],
  ['SQL', ['اس کیو ال']],
  ['Bash', ['shell', 'shell scripting']],
  ['Solidity'],
  // Front end
  ['HTML', ['html5']],
  ['CSS', ['css3']],
  ['Sass', ['scss']],
  ['Tailwind CSS', ['tailwind', 'tailwindcss']],
  ['Bootstrap', ['بوت استرپ']],
  ['React', ['reactjs', 'react.js', 'ری اکت', 'ری‌اکت', 'ریکت']],
  ['Next.js', ['next', 'nextjs']],
  ['Vue.js', ['vue', 'vuejs', 'ویو']],
  ['Nuxt', ['nuxtjs', 'nuxt.js']],
  ['Angular', ['angularjs', 'انگولار']],
  ['Svelte', ['sveltekit']],
  ['jQuery', ['جی کوئری']],
  ['Redux', ['redux toolkit']],
  ['Relay'],
  ['GraphQL', ['graph ql', 'گراف کیو ال']],
  ['Webpack'],
  ['Vite'],
  ['Web accessibility', ['accessibility', 'a11y', 'wcag'], { fa: 'دسترس‌پذیری وب', az: 'Veb əlçatanlığı' }],
  ['Responsive design', ['responsive', 'responsive web design'], { fa: 'طراحی واکنش‌گرا', az: 'Adaptiv dizayn' }],
  ['WordPress', ['wp', 'وردپرس']],
  ['Three.js', ['threejs']],
  // Back end
  ['Node.js', ['node', 'nodejs', 'نود جی اس', 'نود']],
  ['Express', ['expressjs', 'express.js']],
  ['NestJS', ['nest', 'nest.js']],
  ['Django', ['جنگو']],
  ['Flask'],
  ['FastAPI', ['fast api']],
  ['Laravel', ['لاراول']],
  ['Symfony'],
  ['Spring Boot', ['spring', 'springboot']],
  ['.NET', ['dotnet', 'dot net', 'asp.net', 'asp.net core', '.net core', 'دات نت', 'دات‌نت']],
  ['Ruby on Rails', ['rails', 'ror']],
  ['REST APIs', ['rest', 'rest api', 'restful', 'api design']],
  ['gRPC'],
  ['Microservices', ['microservice', 'میکروسرویس']],
  ['PostgreSQL', ['postgres', 'psql', 'پستگرس']],
  ['MySQL', ['mariadb', 'مای اس کیو ال']],
  ['SQL Server', ['mssql', 'ms sql', 'microsoft sql server']],
  ['Oracle Database', ['oracle', 'plsql', 'pl/sql']],
  ['MongoDB', ['mongo', 'مونگو']],
  ['Redis', ['ردیس']],
  ['Elasticsearch', ['elastic', 'elk']],
  ['RabbitMQ', ['rabbit']],
  ['Kafka', ['apache kafka']],
  ['Prisma'],
  ['WebSockets', ['websocket', 'socket.io']],
  // Mobile
  ['Android', ['android development', 'اندروید']],
  ['iOS', ['ios development', 'آی او اس']],
  ['Flutter', ['فلاتر']],
  ['React Native', ['react-native', 'rn', 'ری اکت نیتیو']],
  ['SwiftUI'],
  ['Jetpack Compose'],
  ['Xamarin'],
  ['Ionic'],
  // Design
  ['UI design', ['ui', 'user interface design'], { fa: 'طراحی رابط کاربری', az: 'UI dizaynı' }],
  ['UX design', ['ux', 'user experience', 'user experience design'], { fa: 'طراحی تجربه کاربری', az: 'UX dizaynı' }],
  ['UI/UX', ['ui ux', 'ui-ux', 'uiux design']],
  ['UX research', ['user research'], { fa: 'پژوهش تجربه کاربری', az: 'UX tədqiqatı' }],
  ['Figma', ['فیگما']],
  ['Adobe XD', ['xd']],
  ['Sketch'],
  ['Photoshop', ['adobe photoshop', 'فتوشاپ']],
  ['Illustrator', ['adobe illustrator', 'ایلاستریتور']],
  ['Prototyping', ['wireframing', 'wireframes'], { fa: 'نمونه‌سازی', az: 'Prototipləşdirmə' }],
  ['Design systems', ['design system'], { fa: 'سیستم طراحی', az: 'Dizayn sistemləri' }],
  ['Graphic design', [], { fa: 'طراحی گرافیک', az: 'Qrafik dizayn' }],
  ['Motion design', ['motion graphics'], { fa: 'موشن گرافیک', az: 'Motion dizayn' }],
  // DevOps and infrastructure
  ['Docker', ['داکر']],
  ['Kubernetes', ['k8s', 'کوبرنتیز']],
  ['Linux', ['لینوکس']],
  ['Git', ['گیت']],
  ['CI/CD', ['continuous integration', 'continuous delivery']],
  ['Terraform'],
  ['Ansible'],
  ['Nginx', ['انجین ایکس']],
  ['AWS', ['amazon web services']],
  ['Google Cloud', ['gcp']],
  ['Azure', ['microsoft azure']],
  ['Prometheus'],
  ['Networking', ['network', 'شبکه'], { fa: 'شبکه', az: 'Şəbəkələr' }],
  ['Security', ['cybersecurity', 'infosec', 'امنیت'], { fa: 'امنیت', az: 'Təhlükəsizlik' }],
  ['Penetration testing', ['pentest', 'تست نفوذ'], { fa: 'تست نفوذ', az: 'Nüfuz testi' }],
  // Data and AI
  ['Machine learning', ['ml', 'یادگیری ماشین'], { fa: 'یادگیری ماشین', az: 'Maşın öyrənməsi' }],
  ['Deep learning', ['dl', 'یادگیری عمیق'], { fa: 'یادگیری عمیق', az: 'Dərin öyrənmə' }],
  ['Natural language processing', ['nlp', 'پردازش زبان طبیعی'], { fa: 'پردازش زبان طبیعی', az: 'Təbii dilin emalı' }],
  ['Computer vision', ['بینایی ماشین'], { fa: 'بینایی ماشین', az: 'Kompüter görməsi' }],
  ['Large language models', ['llm', 'llms'], { fa: 'مدل‌های زبانی بزرگ', az: 'Böyük dil modelləri' }],
  ['PyTorch'],
  ['TensorFlow', ['keras']],
  ['pandas'],
  ['Data analysis', ['data analytics', 'تحلیل داده'], { fa: 'تحلیل داده', az: 'Məlumat təhlili' }],
  ['Data engineering', ['etl', 'مهندسی داده'], { fa: 'مهندسی داده', az: 'Məlumat mühəndisliyi' }],
  ['Power BI', ['powerbi']],
  ['Excel', ['microsoft excel', 'اکسل']],
  ['Chatbots', ['bots', 'bot development', 'telegram bots', 'ربات', 'ربات تلگرام'], { fa: 'ربات‌ها', az: 'Çatbotlar' }],
  // Practice
  ['Software testing', ['testing', 'qa', 'quality assurance', 'تست نرم افزار'], { fa: 'تست نرم‌افزار', az: 'Proqram təminatının testi' }],
  ['Test automation', ['automated testing'], { fa: 'خودکارسازی تست', az: 'Test avtomatlaşdırılması' }],
  ['Agile', ['scrum', 'اسکرام'], { fa: 'چابک (اسکرام)', az: 'Çevik (Scrum)' }],
  ['Project management', ['pm', 'مدیریت پروژه'], { fa: 'مدیریت پروژه', az: 'Layihə idarəetməsi' }],
  ['Product management', ['مدیریت محصول'], { fa: 'مدیریت محصول', az: 'Məhsul idarəetməsi' }],
  ['Technical writing', ['documentation', 'مستندسازی'], { fa: 'مستندسازی فنی', az: 'Texniki yazı' }],
  ['SEO', ['search engine optimization', 'سئو'], { fa: 'سئو', az: 'SEO' }],
  ['Digital marketing', ['marketing', 'دیجیتال مارکتینگ'], { fa: 'بازاریابی دیجیتال', az: 'Rəqəmsal marketinq' }],
  ['Software architecture', ['system design', 'architecture', 'معماری نرم افزار'], { fa: 'معماری نرم‌افزار', az: 'Proqram arxitekturası' }],
  ['Blockchain', ['web3', 'بلاکچین'], { fa: 'بلاکچین', az: 'Blokçeyn' }],
  ['Game development', ['gamedev', 'بازی سازی'], { fa: 'بازی‌سازی', az: 'Oyun hazırlanması' }],
  ['Embedded systems', ['embedded'], { fa: 'سیستم‌های نهفته', az: 'Daxili sistemlər' }],
];

/** A name as skills compare it: script variants, digits and case settled, punctuation and spaces gone, `#` and `+` kept. */
export function compactSkill(name: string): string {
  return normalizeSearchText(name.replaceAll('#', '\uff03').replaceAll('+', '\uff0b'))
    .replaceAll('\uff03', '#')
    .replaceAll('\uff0b', '+')
    .replace(/\s+/g, '');
}

export const skills: readonly Skill[] = entries.map(([name, aliases = [], names = {}]) => ({
  key: compactSkill(name),
  name,
  names,
  aliases,
}));

const byForm = new Map<string, Skill>();
for (const skill of skills) {
  for (const form of [skill.name, ...Object.values(skill.names), ...skill.aliases]) {
    const compact = compactSkill(form);
    const known = byForm.get(compact);
    if (known && known !== skill) throw new Error(`"${form}" names both ${known.name} and ${skill.name}`);
    byForm.set(compact, skill);
  }
}

/** The taxonomy's skill a name stands for, if it is one. */
export const knownSkill = (name: string): Skill | undefined => byForm.get(compactSkill(name));

/** What filters compare: the taxonomy's key for a known skill, else the name's compact form. */
export const skillKey = (name: string): string => knownSkill(name)?.key ?? compactSkill(name);

export type SkillLanguage = 'fa' | 'en' | 'az';

/** A known skill's name in a language: its own name there, else the field's. */
export const skillName = (skill: Skill, language: SkillLanguage): string =>
  (language === 'en' ? undefined : skill.names[language]) ?? skill.name;

/**
 * Skills as they are kept: another spelling of a known skill becomes its name (in `language` when the writing has
 * one; a name of the skill in any language is kept as written), a name outside the taxonomy stays as written, and
 * each skill is named once.
 */
export function settleSkills(names: readonly string[], language?: SkillLanguage): string[] {
  const seen = new Set<string>();
  const settled: string[] = [];
  for (const name of names) {
    const trimmed = name.trim();
    if (!trimmed) continue;
    const skill = knownSkill(trimmed);
    const key = skill?.key ?? compactSkill(trimmed);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    if (!skill) settled.push(trimmed);
    else if (language) settled.push(skillName(skill, language));
    else settled.push([skill.name, ...Object.values(skill.names)].includes(trimmed) ? trimmed : skill.name);
  }
  return settled;
}
