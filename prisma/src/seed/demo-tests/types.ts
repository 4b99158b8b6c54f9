import type {
  CareerMapping,
  ItemContent,
  ItemMeta,
  LocalizedText,
  TestCategory,
  TestFaq,
  TestType,
} from '@platform/rules/assessments';

/** A bank item of a demo test: what it measures and its first version's content. */
export type DemoItem = ItemMeta & { content: ItemContent };

/** A demo test with its item bank, in Persian, English and Azerbaijani. */
export interface DemoTest {
  slug: string;
  type: TestType;
  /** Topics beside the type, e.g. `ethical_decision_making`. */
  topics: string[];
  title: LocalizedText;
  /** One or two sentences for the test list. */
  summary: LocalizedText;
  description: LocalizedText;
  /** How many items a session draws from the bank (the bank holds at least twice as many, samples aside). */
  questionsCount: number;
  durationMinutes: number;
  /** Percent. */
  passingScore: number;
  /** Rials; 0 for a free test. */
  originalPriceRials: number;
  priceRials: number;
  /** The detailed report is e-mailed within this many hours (48 for specialised tests). */
  reportDelayHours: 24 | 48;
  /** Attempts allowed per person (null: no limit) and the hours between two attempts. */
  maxAttempts: number | null;
  cooldownHours: number;
  categories: TestCategory[];
  /** The skills the items measure, named for the results (aptitude tests). */
  skills: { key: string; name: LocalizedText }[];
  features: LocalizedText[];
  faq: TestFaq[];
  careers: CareerMapping[];
  items: DemoItem[];
}
