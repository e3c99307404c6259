import Bowser from 'bowser';

/** Browser names as people call them, where the parser's name is longer. */
const SHORT_NAMES: Record<string, string> = {
  'Samsung Internet for Android': 'Samsung Internet',
  'Microsoft Edge': 'Edge',
};

/**
 * A device's short label from its user agent, as a person recognises their phone or computer in a list of sessions:
 * «Chrome · Android», «Safari · iPhone», «Firefox · Windows». The user agent is read by a maintained parser (bowser);
 * an iPhone or iPad is named as such rather than «iOS». Null when neither the browser nor the system is recognised.
 */
export function deviceLabel(userAgent: string | null | undefined): string | null {
  if (!userAgent?.trim()) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ? (SHORT_NAMES[parsed.browser.name] ?? parsed.browser.name) : undefined;
  const apple = parsed.platform.vendor === 'Apple' ? parsed.platform.model : undefined;
  const system = apple ?? parsed.os.name;
  const label = [browser, system].filter(Boolean).join(' · ');
  return label || null;
}
