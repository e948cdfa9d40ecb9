import type { APIRequestContext } from '@playwright/test';

/** Calls the API with a browser context's session cookie and fails loudly on an error answer. */
export async function api<T>(
  request: APIRequestContext,
  baseUrl: string,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  // What a browser sends from our own pages: the API refuses cookie changes without either (ADR 019).
  // Both, as Chromium does: on a fresh clone PUBLIC_URL says localhost while tests open 127.0.0.1.
  const headers = { origin: new URL(baseUrl).origin, 'sec-fetch-site': 'same-origin' };
  const send = () =>
    request.fetch(`${baseUrl}/api/v1${path}`, { method, data, headers, failOnStatusCode: false });
  // A kept-alive connection the server closed after its idle timeout (Node's 5 s) just as the request
  // went out fails with ECONNRESET; a browser sends such a request again, and so does this, for a read.
  const response = await send().catch((error: Error) => {
    if (method !== 'GET' || !/ECONNRESET/.test(error.message)) throw error;
    return send();
  });
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A user created and activated through the admin API by `request` (a system administrator's). */
async function createActiveUser(
  request: APIRequestContext,
  baseUrl: string,
  user: { email: string; password: string; roles: 'PUBLICATION_MANAGER' | 'PUBLIC_USER'; familyName: string },
) {
  const created = await api<{ id: number }>(request, baseUrl, 'POST', '/admin/users', {
    email: user.email,
    givenName: user.email.split('@')[0],
    familyName: user.familyName,
    roles: user.roles,
  });
  await api(request, baseUrl, 'PUT', `/admin/users/${created.id}/activate`, {
    password: user.password,
    confirmPassword: user.password,
  });
  return created;
}

/** An active PUBLICATION_MANAGER, created and activated through the admin API. */
export function createActiveManager(
  request: APIRequestContext,
  baseUrl: string,
  email: string,
  password: string,
) {
  return createActiveUser(request, baseUrl, {
    email,
    password,
    roles: 'PUBLICATION_MANAGER',
    familyName: 'Manager',
  });
}

/** An active reader (PUBLIC_USER), created and activated through the admin API. */
export function createActiveReader(
  request: APIRequestContext,
  baseUrl: string,
  email: string,
  password: string,
) {
  return createActiveUser(request, baseUrl, { email, password, roles: 'PUBLIC_USER', familyName: 'Reader' });
}

/**
 * An active PUBLICATION_MANAGER who is a PUBLICATION_USER of one publication without the publish
 * permission (a clerk in training): may write its notices, may not publish them.
 */
export async function createClerkWithoutPublish(
  request: APIRequestContext,
  baseUrl: string,
  clerk: { email: string; password: string },
  publicationId: number,
) {
  const user = await createActiveManager(request, baseUrl, clerk.email, clerk.password);
  await api(request, baseUrl, 'PUT', `/admin/users/${user.id}`, {
    email: clerk.email,
    givenName: 'Trainee',
    familyName: 'Clerk',
    roles: 'PUBLICATION_MANAGER',
    publicationUserPermissions: [{ publicationId, role: 'PUBLICATION_USER', hasPermissionToPublish: false }],
  });
  return user;
}

const address = {
  street: '120 E Lenawee St',
  optionalStreet: '',
  locality: 'Lansing',
  region: 'MI',
  postalCode: '48933',
  country: 'US',
};
const contact = {
  name: 'Pat Editor',
  title: 'Legal clerk',
  phone: '517-555-0100',
  email: 'legal@example.org',
  fax: '',
};

/** A publication with the given manager as its PUBLICATION_ADMIN, through the admin API. */
export function createPublication(
  request: APIRequestContext,
  baseUrl: string,
  name: string,
  adminUserId: number,
) {
  return api<{ id: number; name: string }>(request, baseUrl, 'POST', '/admin/publications', {
    name,
    website: 'https://www.example.org',
    publicationArea: [33],
    enabled: true,
    paymentMethod: 'MANUAL',
    paymentPeriod: 'MONTH',
    mailingAddress: address,
    mainContact: contact,
    billingAddressSameAsMailing: true,
    billingContactSameAsMain: true,
    publicationUserPermissions: [
      { userId: adminUserId, role: 'PUBLICATION_ADMIN', hasPermissionToPublish: true },
    ],
  });
}

/** Lets publication dates be today (so publishing publishes at once). */
export function allowToday(request: APIRequestContext, baseUrl: string) {
  return api(request, baseUrl, 'POST', '/admin/systemsettings', {
    pastDatesEnabled: false,
    currentDateEnabled: true,
  });
}

/** Today's calendar day in America/Detroit, as the API counts days. */
export function detroitToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Detroit' }).format(new Date());
}

/** The Detroit day `days` after today (calendar arithmetic). */
export function detroitDayIn(days: number): string {
  const day = new Date(`${detroitToday()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Creates a notice dated today and publishes it at once; answers its id. */
export async function publishNoticeToday(
  request: APIRequestContext,
  baseUrl: string,
  notice: { title: string; content: string; noticeTypeId: number; publicationId: number },
): Promise<number> {
  const created = await api<{ id: number }>(request, baseUrl, 'POST', '/admin/notices', {
    ...notice,
    fieldValues: [],
    publicationDates: [{ date: detroitToday() }],
  });
  await api(request, baseUrl, 'PUT', `/admin/notices/${created.id}/publish`);
  return created.id;
}

/**
 * Waits until the start-up catch-up job has written the billing reports of the periods that ended
 * (it runs in the background after the product answers), so a test that reads them can run first.
 */
export async function billingReportsGenerated(
  request: APIRequestContext,
  baseUrl: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await api<{ data: unknown[] }>(request, baseUrl, 'GET', '/admin/billingreports?per=1');
    if (page.data.length) return;
    if (Date.now() > deadline) throw new Error(`no billing report within ${timeoutMs} ms of the start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
