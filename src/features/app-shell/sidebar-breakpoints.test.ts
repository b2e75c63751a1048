import { describe, expect, it } from 'vitest';
import { sidebarOpenForWidth } from './sidebar-breakpoints';

describe('layout sidebar by window width', () => {
  it('closes below 1200 px, opens from 1400 px, and leaves the choice alone in between', () => {
    expect(sidebarOpenForWidth(390)).toBe(false);
    expect(sidebarOpenForWidth(1199)).toBe(false);
    expect(sidebarOpenForWidth(1200)).toBeNull();
    expect(sidebarOpenForWidth(1399)).toBeNull();
    expect(sidebarOpenForWidth(1400)).toBe(true);
    expect(sidebarOpenForWidth(1920)).toBe(true);
  });
});
