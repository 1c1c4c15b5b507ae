import { accountMessages as am } from '../messages/account.fr';
import { fill } from '../messages/fill';

/** Browsers in the order to test them: Edge and Opera announce Chrome too, Chrome announces Safari. */
const browsers: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems in the order to test them: Android and ChromeOS announce Linux, iOS announces Mac OS X. */
const systems: Array<[RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** 'Chrome sur Windows', 'Safari sur iOS', 'Navigateur inconnu' from a browser's User-Agent header. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1];
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1];
  if (!browser && !system) return am.unknownBrowser;
  return fill(am.browserOnSystem, {
    browser: browser ?? am.unknownBrowser,
    system: system ?? am.unknownSystem,
  });
}
