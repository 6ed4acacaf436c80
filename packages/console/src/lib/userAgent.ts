/** Browsers by their user-agent token, most specific first (Edge and Opera also say Chrome). */
const browsers: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

/** Systems, most specific first (an iPhone's agent also says "like Mac OS X", Android says Linux). */
const systems: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/** Longest text kept of an agent no pattern knows (a script, a CLI client). */
const RAW_MAX = 40;

/**
 * A user agent as a person reads it: `Chrome 131 · macOS`, or the agent's start, cut at 40
 * characters, when it names no known browser. Null for no agent. Names are products, not words:
 * they are the same in every language.
 */
export function describeUserAgent(agent: string | null | undefined): string | null {
  const text = agent?.trim();
  if (!text) return null;
  const browser = browsers
    .map(([name, pattern]) => {
      const version = pattern.exec(text)?.[1];
      return version ? `${name} ${version}` : null;
    })
    .find((found) => found !== null);
  const system = systems.find(([, pattern]) => pattern.test(text))?.[0];
  if (browser) return system ? `${browser} · ${system}` : browser;
  return text.length > RAW_MAX ? `${text.slice(0, RAW_MAX - 1)}…` : text;
}

/** Whether the agent is a phone's or tablet's browser, where wallets are apps rather than extensions. */
export function isMobileAgent(agent: string | null | undefined): boolean {
  return /\b(?:Android|iPhone|iPad|iPod|Mobile)\b/.test(agent ?? '');
}
