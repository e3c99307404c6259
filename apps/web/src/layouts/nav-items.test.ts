import { APP_ROUTES, canOpenRoute } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items';

describe('the Gestor’s menu', () => {
  const items = navItems('secretary', null, () => true);

  it('reaches the commissions, the delegate finder and the activity log', () => {
    const to = items.map((i) => i.to);
    expect(to).toContain('/secretary/commissions');
    expect(to).toContain('/staff/finder');
    expect(to).toContain('/secretary/audit');
  });

  it('only links pages a Gestor may open', () => {
    const gestor = { role: 'Gestor' as const, comissionId: null };
    for (const item of items) {
      const route = APP_ROUTES.find((r) => r.key === item.key);
      expect(route && canOpenRoute(route, gestor), item.key).toBe(true);
    }
  });
});
