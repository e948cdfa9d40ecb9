import type { Browser, Page } from '@playwright/test';
import { allowToday, api, createActiveManager, createPublication } from './api';
import { ADMIN, type Product } from './product';
import { signInOnSite } from './session';

export interface PublishingWorld {
  /** A page signed in as the system administrator. */
  admin: Page;
  publicationId: number;
  noticeTypeId: number;
}

/**
 * What most browser tests start from: the administrator signed in, dates allowed today (so publishing
 * publishes at once), one publication with its own admin, and one notice type without custom fields.
 */
export async function publishingWorld(
  browser: Browser,
  product: Product,
  names: { publication: string; noticeType: string; ownerEmail: string },
): Promise<PublishingWorld> {
  const admin = await browser.newPage();
  await signInOnSite(admin, product.baseUrl, ADMIN.email, ADMIN.password);
  await allowToday(admin.request, product.baseUrl);
  const owner = await createActiveManager(
    admin.request,
    product.baseUrl,
    names.ownerEmail,
    'Owner-Pass-2026',
  );
  const publication = await createPublication(admin.request, product.baseUrl, names.publication, owner.id);
  const type = await api<{ id: number }>(admin.request, product.baseUrl, 'POST', '/admin/noticetypes', {
    name: names.noticeType,
    fields: [],
  });
  return { admin, publicationId: publication.id, noticeTypeId: type.id };
}
