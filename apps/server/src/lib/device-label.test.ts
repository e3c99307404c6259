import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';

const AGENTS = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
};

describe('deviceLabel', () => {
  it('names the browser and the system a person recognises', () => {
    expect(deviceLabel(AGENTS.android)).toBe('Chrome · Android');
    expect(deviceLabel(AGENTS.iphone)).toBe('Safari · iPhone');
    expect(deviceLabel(AGENTS.ipad)).toBe('Safari · iPad');
    expect(deviceLabel(AGENTS.samsung)).toBe('Samsung Internet · Android');
    expect(deviceLabel(AGENTS.edge)).toBe('Edge · Windows');
    expect(deviceLabel(AGENTS.firefoxMac)).toBe('Firefox · macOS');
  });

  it('says nothing of an empty or unknown user agent', () => {
    expect(deviceLabel(undefined)).toBeNull();
    expect(deviceLabel('   ')).toBeNull();
    expect(deviceLabel('lightMyRequest')).toBeNull();
  });
});
