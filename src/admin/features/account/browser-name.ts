/**
 * The browser and the system a User-Agent names, in the words people know them by ("Chrome",
 * "Windows"), or null for one it cannot tell. It knows the browsers and systems an admin signs in
 * from; the first match wins, so browsers built on another (Edge and Opera on Chrome) come first.
 */
export function browserOf(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  return { browser: firstMatch(BROWSERS, userAgent), system: firstMatch(SYSTEMS, userAgent) };
}

const firstMatch = (patterns: [RegExp, string][], text: string) =>
  patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\//, 'Chrome'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\bChrom(e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+ (Mobile\/\w+ )?Safari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];
