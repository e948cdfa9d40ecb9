import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  canChangePublicationPayment,
  canEditPublication,
  ErrorCode,
  isPublicationAdminRole,
  PUBLICATION_ROLES,
  toCents,
} from '@notices/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Caller } from '../platform/caller';
import { AppException } from '../platform/app-exception';
import { County } from '../counties/county.entity';
import { ManagerBlocker } from '../users/manager-blocker';
import { User } from '../accounts/user.entity';
import type { PublicationPermissionWriteDto, PublicationWriteDto } from './dto/publication-input.dto';
import type { PublicationResponseDto } from './dto/publication-response.dto';
import { LICENSE_CONSOLE, type LicenseConsolePort } from './license-console.port';
import { PublicationPermissionsWriter, type PermissionWrite } from './publication-permissions';
import { PublicationReader } from './publication-reader';
import { publicationSnapshot } from './publication-response';
import { Publication } from './publication.entity';

const DEFAULT_ROLES: string[] = [...PUBLICATION_ROLES];
/** Fields only a SYSTEM_ADMIN may change (a publication admin sends them back unchanged). */
const SYSTEM_ADMIN_FIELDS = [
  'paymentMethod',
  'paymentPeriod',
  'publishingEnabled',
  'possibleRoles',
  'enabled',
  'pricePerChargedNoticeCents',
] as const;

/** The API's name of a stored field (the price travels in dollars, is kept in cents). */
const apiFieldName = (field: string) =>
  field === 'pricePerChargedNoticeCents' ? 'pricePerChargedNotice' : field;

const permissionRows = (rows: PublicationPermissionWriteDto[]): PermissionWrite[] =>
  rows.map(({ userId, role, hasPermissionToPublish }) => ({ userId, role, hasPermissionToPublish }));

/** Publication writes; each runs in one transaction with its audit entry. */
@Injectable()
export class PublicationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reader: PublicationReader,
    private readonly permissions: PublicationPermissionsWriter,
    private readonly blocker: ManagerBlocker,
    private readonly audit: AuditService,
    @Optional() @Inject(LICENSE_CONSOLE) private readonly licenseConsole?: LicenseConsolePort,
  ) {}

  async create(actor: Caller, dto: PublicationWriteDto): Promise<PublicationResponseDto> {
    const rows = permissionRows(dto.publicationUserPermissions ?? []);
    const id = await this.dataSource.transaction(async (m) => {
      const fields = await this.fields(m, dto, null);
      await this.permissions.check(m, fields, rows);
      await this.checkLicenseConsole(m, dto.name, rows);
      const created = await m.save(m.create(Publication, fields));
      await this.permissions.replace(m, created.id, rows);
      const after = publicationSnapshot(await this.reader.view(created.id, m));
      await this.audit.record(m, actor, 'create', 'publication', created.id, null, after);
      return created.id;
    });
    return this.reader.view(id);
  }

  async update(actor: Caller, id: number, dto: PublicationWriteDto): Promise<PublicationResponseDto> {
    await this.dataSource.transaction(async (m) => {
      const stored = await this.editable(actor, id, m);
      const before = publicationSnapshot(await this.reader.view(id, m));
      const fields = await this.fields(m, dto, stored);
      if (!canChangePublicationPayment(actor)) {
        const refused = SYSTEM_ADMIN_FIELDS.filter(
          (f) => JSON.stringify(fields[f]) !== JSON.stringify(stored[f]),
        );
        if (refused.length)
          throw new AppException(
            403,
            ErrorCode.adminOnlyField,
            Object.fromEntries(refused.map((f) => [apiFieldName(f), ErrorCode.adminOnlyField])),
          );
      }
      if (fields.enabled !== stored.enabled && stored.noticesCreated)
        throw AppException.unprocessable(ErrorCode.publicationHasNotices);
      const rows = dto.publicationUserPermissions && permissionRows(dto.publicationUserPermissions);
      await this.permissions.check(m, fields, rows ?? (await this.storedRows(m, id)));
      await m.save(Publication, { ...fields, id });
      if (rows) await this.permissions.replace(m, id, rows);
      await this.blocker.reconcile(m, actor, { publicationId: id });
      await this.audit.record(
        m,
        actor,
        'update',
        'publication',
        id,
        before,
        publicationSnapshot(await this.reader.view(id, m)),
      );
    });
    return this.reader.view(id);
  }

  async setPermissions(
    actor: Caller,
    id: number,
    dto: { publicationUserPermissions: PublicationPermissionWriteDto[] },
  ) {
    await this.dataSource.transaction(async (m) => {
      const stored = await this.editable(actor, id, m);
      const before = publicationSnapshot(await this.reader.view(id, m));
      const rows = permissionRows(dto.publicationUserPermissions);
      await this.permissions.check(m, stored, rows);
      await this.permissions.replace(m, id, rows);
      await this.blocker.reconcile(m, actor, { publicationId: id });
      await this.audit.record(
        m,
        actor,
        'permissions',
        'publication',
        id,
        before,
        publicationSnapshot(await this.reader.view(id, m)),
      );
    });
    return this.reader.view(id);
  }

  /**
   * Enable or disable (SYSTEM_ADMIN). Disabling blocks the managers it leaves with no active publication;
   * enabling unblocks those such a deactivation blocked.
   */
  async setStatus(actor: Caller, id: number, enabled: boolean): Promise<PublicationResponseDto> {
    await this.dataSource.transaction(async (m) => {
      const stored = await this.reader.visible(actor, id, m);
      if (stored.enabled === enabled) return;
      // The status cannot change while notices are connected.
      if (stored.noticesCreated) throw AppException.unprocessable(ErrorCode.publicationHasNotices);
      await m.update(Publication, id, { enabled });
      await this.blocker.reconcile(m, actor, { publicationId: id });
      await this.audit.record(
        m,
        actor,
        'status',
        'publication',
        id,
        { enabled: stored.enabled },
        { enabled },
      );
    });
    return this.reader.view(id);
  }

  async remove(actor: Caller, id: number): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      // Concurrent deletes queue here; all but the first then find nothing (404, no audit).
      await m.query('SELECT 1 FROM publications WHERE id = $1 FOR UPDATE', [id]);
      const stored = await this.reader.visible(actor, id, m);
      if (stored.noticesCreated) throw AppException.unprocessable(ErrorCode.publicationHasNotices);
      const before = publicationSnapshot(await this.reader.view(id, m));
      await m.delete(Publication, id);
      await this.audit.record(m, actor, 'delete', 'publication', id, before, null);
    });
  }

  /** In scope (else 404) and editable by the caller (else 403); locked for the rest of the transaction. */
  private async editable(actor: Caller, id: number, m: EntityManager): Promise<Publication> {
    const stored = await this.reader.visible(actor, id, m);
    if (!canEditPublication(actor, id)) throw AppException.forbidden();
    await m.query('SELECT 1 FROM publications WHERE id = $1 FOR UPDATE', [id]);
    return stored;
  }

  private async storedRows(m: EntityManager, id: number): Promise<PermissionWrite[]> {
    return (await this.reader.view(id, m)).publicationUserPermissions;
  }

  /** The stored fields of a write; while a same-as flag is set, the billing copy follows its source. */
  private async fields(m: EntityManager, dto: PublicationWriteDto, stored: Publication | null) {
    const counties = await m.find(County, { where: { id: In(dto.publicationArea) } });
    if (counties.length !== new Set(dto.publicationArea).size)
      throw AppException.badRequest(ErrorCode.validationFailed, { publicationArea: 'unknown county' });
    const addressSame = dto.billingAddressSameAsMailing ?? true;
    const contactSame = dto.billingContactSameAsMain ?? true;
    const mailingAddress = { optionalStreet: '', ...dto.mailingAddress };
    const mainContact = { fax: '', ...dto.mainContact };
    return {
      name: dto.name,
      website: dto.website,
      enabled: dto.enabled ?? stored?.enabled ?? true,
      publishingEnabled: dto.publishingEnabled ?? stored?.publishingEnabled ?? true,
      possibleRoles: dto.possibleRoles ?? stored?.possibleRoles ?? DEFAULT_ROLES,
      paymentMethod: dto.paymentMethod,
      paymentPeriod: dto.paymentPeriod,
      // Absent keeps the stored price (null on create), null clears it.
      pricePerChargedNoticeCents:
        dto.pricePerChargedNotice === undefined
          ? (stored?.pricePerChargedNoticeCents ?? null)
          : toCents(dto.pricePerChargedNotice),
      mailingAddress,
      mainContact,
      billingAddressSameAsMailing: addressSame,
      billingContactSameAsMain: contactSame,
      billingAddress: addressSame ? mailingAddress : { optionalStreet: '', ...dto.billingAddress! },
      billingContact: contactSame ? mainContact : { fax: '', ...dto.billingContact! },
      publicationArea: counties,
    };
  }

  /** The outside license console's check (docs/decisions/004-license-console.md); skipped: none is bound. */
  private async checkLicenseConsole(m: EntityManager, name: string, rows: PermissionWrite[]): Promise<void> {
    if (!this.licenseConsole) return;
    const admin = rows.find((r) => isPublicationAdminRole(r.role));
    const user = admin && (await m.findOneBy(User, { id: admin.userId }));
    if (user)
      await this.licenseConsole.assertPublicationCanBeCreated({
        publicationName: name,
        adminEmail: user.email,
      });
  }
}
