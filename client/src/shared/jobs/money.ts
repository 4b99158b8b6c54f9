const DIGIT_ZEROS = [0x06f0 /* Persian ۰ */, 0x0660 /* Arabic-Indic ٠ */];

/**
 * A whole amount as typed: Persian, Arabic or Latin digits with any grouping (`۳۰٬۰۰۰٬۰۰۰`, `30,000,000`,
 * `30.000.000`, `30 000 000`). Null for an empty field, NaN for anything that is not a positive whole number.
 */
export function parseAmount(text: string): number | null {
  const latin = text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9)!;
    return String(code - zero);
  });
  const compact = latin.replace(/[\s,.\u066B\u066C\u060C\u2009\u202F'’]/g, '');
  if (compact === '') return null;
  if (!/^\d+$/.test(compact)) return Number.NaN;
  const amount = Number(compact);
  return amount > 0 && Number.isSafeInteger(amount) ? amount : Number.NaN;
}
