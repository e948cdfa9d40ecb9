import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbTrail';

describe('breadcrumbTrail', () => {
  it('names a section by its menu label, or by its resource name', () => {
    expect(breadcrumbTrail('/systemsettings')).toEqual({
      section: { key: 'admin.menu.systemSettings' },
      to: '/systemsettings',
      page: null,
    });
    expect(breadcrumbTrail('/audit_log')?.section).toEqual({ key: 'admin.menu.auditLog' });
    expect(breadcrumbTrail('/noticetypes')?.section).toEqual({ key: 'admin.menu.noticeTypes' });
    expect(breadcrumbTrail('/')).toBeNull();
  });

  it('names the page: create, edit and summary of a record, a clone', () => {
    const notice = { key: 'resources.notices.name', args: { smart_count: 1, _: 'notices' } };
    expect(breadcrumbTrail('/notices/create')?.page).toEqual({ key: 'ra.action.create' });
    expect(breadcrumbTrail('/notices/161/show')?.page).toEqual({ ...notice, text: '#161' });
    expect(breadcrumbTrail('/notices/161')?.page).toEqual({ key: 'ra.action.edit', text: '#161' });
    expect(breadcrumbTrail('/dashboard')?.section).toEqual({ key: 'admin.menu.dashboard' });
    expect(breadcrumbTrail('/noticetypes/clone/4')?.page).toEqual({ key: 'ra.action.clone', text: '#4' });
    expect(breadcrumbTrail('/notices/161/show')?.to).toBe('/notices');
  });
});
