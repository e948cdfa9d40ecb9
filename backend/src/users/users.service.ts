import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  assignableRoles,
  canGrantFreeNotices,
  ErrorCode,
  fullName,
  isSystemRoleLocked,
  SystemRoles,
  type SystemRole,
} from '@notices/common';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { PublicationAccessLoader } from '../accounts/publication-access.loader';
import { findUserByEmail, isUniqueViolation } from '../accounts/user-queries';
import { User } from '../accounts/user.entity';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, AppConfig } from '../config/config';
import { activationMail } from '../mail/templates';
import { AppException } from '../platform/app-exception';
import type { Caller } from '../platform/caller';
import { runListQuery, type ListPage, type ListSpec } from '../platform/list-query';
import { AccountMailService } from './account-mail.service';
import type { CreateUserDto, UpdateUserDto } from './dto/user-input.dto';
import type { UserResponseDto } from './dto/user-response.dto';
import { ManagerBlocker } from './manager-blocker';
import { publicationInputs, UserPublicationsWriter } from './user-publications';
import { auditSnapshot, toUserResponse } from './user-response';
import { visibleUserScope } from './visible-user-scope';

export const USER_LIST: ListSpec = {
  columns: {
    id: { sql: 'u.id', type: 'id' },
    fullName: { sql: 'u.full_name', type: 'string' },
    email: { sql: 'u.email', type: 'string' },
    roles: { sql: 'u.roles', type: 'string' },
    status: { sql: 'u.status', type: 'string' },
    createdAt: { sql: 'u.created_at', type: 'date' },
    // The names of the user's publications, so `$cont`/`$contain` match on a publication name.
    publicationUserPermissions: {
      sql: `COALESCE((SELECT string_agg(fp.name, ' | ') FROM publication_user_permissions fu
              JOIN publications fp ON fp.id = fu.publication_id WHERE fu.user_id = u.id), '')`,
      type: 'string',
      sortable: false,
    },
  },
  defaultSort: { column: 'createdAt', order: 'DESC' },
  tieBreaker: 'u.id',
};

const EMAIL_TAKEN = () =>
  AppException.badRequest(ErrorCode.emailNotUnique, { email: ErrorCode.emailNotUnique });

/** The admin users API: list, show, create, edit, delete (status changes live in UserStatusService). */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly access: PublicationAccessLoader,
    private readonly accountMail: AccountMailService,
    private readonly writer: UserPublicationsWriter,
    private readonly blocker: ManagerBlocker,
    private readonly audit: AuditService,
  ) {}

  async list(actor: Caller, query: Record<string, unknown>): Promise<ListPage<UserResponseDto>> {
    const qb = visibleUserScope(actor)(this.users.createQueryBuilder('u'), 'u');
    const { items, ...page } = await runListQuery(qb, query, USER_LIST);
    return { data: await this.views(items), ...page };
  }

  async publicationManagers(
    actor: Caller,
  ): Promise<{ data: Array<Pick<User, 'id' | 'email' | 'fullName'>> }> {
    const rows = await visibleUserScope(actor)(this.users.createQueryBuilder('u'), 'u')
      .andWhere('u.roles = :managerRole', { managerRole: SystemRoles.PUBLICATION_MANAGER })
      .orderBy('u.full_name', 'ASC')
      .getMany();
    return { data: rows.map(({ id, email, fullName }) => ({ id, email, fullName })) };
  }

  /** A user the actor may see, else 404 (whether or not it exists). */
  async visible(actor: Caller, id: number): Promise<User> {
    const user = await visibleUserScope(actor)(this.users.createQueryBuilder('u'), 'u')
      .andWhere('u.id = :id', { id })
      .getOne();
    if (!user) throw AppException.notFound();
    return user;
  }

  async show(actor: Caller, id: number): Promise<UserResponseDto> {
    return this.view(await this.visible(actor, id));
  }

  async create(actor: Caller, dto: CreateUserDto): Promise<UserResponseDto> {
    this.assertAssignable(actor, dto.roles);
    assertMayGrantFree(actor, false, dto.allowFreeNotices);
    if (await findUserByEmail(this.users, dto.email)) throw EMAIL_TAKEN();
    const user = await this.dataSource
      .transaction(async (m) => {
        const created = await m.save(m.create(User, { ...this.fields(dto), status: 'not_verified' }));
        const none = { publicationUserPermissions: [], apiUserToPublications: [] };
        await this.writer.write(m, actor, created, publicationInputs(dto), none);
        await this.audit.record(
          m,
          actor,
          'create',
          'user',
          created.id,
          null,
          await this.snapshot(m, created),
        );
        await this.accountMail.issueAndRecord(m, created, 'activation', activationMail);
        return created;
      })
      .catch(rethrowEmailTaken);
    return this.view(user);
  }

  async update(actor: Caller, id: number, dto: UpdateUserDto): Promise<UserResponseDto> {
    if (dto.id !== undefined && dto.id !== id)
      throw AppException.badRequest(ErrorCode.validationFailed, { id: 'must match the path' });
    const user = await this.visible(actor, id);
    assertMayGrantFree(actor, user.allowFreeNotices, dto.allowFreeNotices);
    const stored = await this.access.forUser(id);
    if (dto.roles !== user.roles) {
      this.assertAssignable(actor, user.roles);
      this.assertAssignable(actor, dto.roles);
      // The role of a publication admin changes only through the publication edit.
      if (isSystemRoleLocked(stored))
        throw AppException.unprocessable(ErrorCode.cannotChangeRoleOfPublicationAdmin, {
          roles: ErrorCode.cannotChangeRoleOfPublicationAdmin,
        });
    }
    const other = await findUserByEmail(this.users, dto.email);
    if (other && other.id !== id) throw EMAIL_TAKEN();
    await this.dataSource
      .transaction(async (m) => {
        const before = auditSnapshot(toUserResponse(user, stored));
        await m.update(User, id, this.fields(dto));
        await this.writer.write(m, actor, { id, roles: dto.roles }, publicationInputs(dto), stored);
        await this.blocker.reconcile(m, actor, { userIds: [id] });
        const after = await this.snapshot(m, await m.findOneByOrFail(User, { id }));
        await this.audit.record(m, actor, 'update', 'user', id, before, after);
      })
      .catch(rethrowEmailTaken);
    return this.view(await this.users.findOneOrFail({ where: { id } }));
  }

  async remove(actor: Caller, id: number): Promise<void> {
    if (id === actor.id) throw AppException.badRequest(ErrorCode.cannotDeleteSelf);
    const user = await this.visible(actor, id);
    // Deleting a publication's only admin would leave it without one; the publication edit changes admins.
    if (isSystemRoleLocked(await this.access.forUser(id)))
      throw AppException.unprocessable(ErrorCode.cannotChangeRoleOfPublicationAdmin);
    await this.dataSource.transaction(async (m) => {
      // Concurrent deletes queue on the row lock; all but the first then find nothing (404, no audit).
      const locked = await lockedUser(m, user.id);
      const before = await this.snapshot(m, locked);
      await m.delete(User, user.id);
      await this.audit.record(m, actor, 'delete', 'user', user.id, before, null);
    });
  }

  /** The user as the audit log keeps it, read inside the write's transaction. */
  async snapshot(m: EntityManager, user: User): Promise<object> {
    return auditSnapshot(toUserResponse(user, await this.access.forUser(user.id, m)));
  }

  async view(user: User): Promise<UserResponseDto> {
    return toUserResponse(user, await this.access.forUser(user.id));
  }

  private async views(users: User[]): Promise<UserResponseDto[]> {
    const access = await this.access.forUsers(users.map((u) => u.id));
    return users.map((u) =>
      toUserResponse(u, access.get(u.id) ?? { publicationUserPermissions: [], apiUserToPublications: [] }),
    );
  }

  private assertAssignable(actor: Caller, role: SystemRole): void {
    if (!assignableRoles(actor).includes(role)) throw AppException.forbidden(ErrorCode.roleNotAllowed);
  }

  /** Stored fields of a create or edit (publication lists go through UserPublicationsWriter). */
  private fields(dto: CreateUserDto): Partial<User> {
    return {
      email: dto.email,
      givenName: dto.givenName,
      familyName: dto.familyName,
      // One rule everywhere: "Given Family", as on the profile and in the e-mails.
      fullName: fullName(dto.givenName, dto.familyName),
      roles: dto.roles,
      phone: dto.phone ?? null,
      postalCode: dto.postalCode ?? null,
      birthDate: dto.birthDate ?? null,
      company: dto.company ?? null,
      industry: dto.industry ?? null,
      gender: dto.gender ?? null,
      pictureUrl: dto.pictureUrl ?? null,
      ...(dto.allowFreeNotices !== undefined ? { allowFreeNotices: dto.allowFreeNotices } : {}),
    };
  }
}

/** The user's row, locked for the rest of the transaction; 404 when it is gone (deleted meanwhile). */
export async function lockedUser(m: EntityManager, id: number): Promise<User> {
  const user = await m.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
  if (!user) throw AppException.notFound();
  return user;
}

/**
 * 403 free_not_allowed on the field when someone other than a SYSTEM_ADMIN changes allowFreeNotices;
 * sending the stored value back (a form's plain save) is no change and passes.
 */
function assertMayGrantFree(actor: Caller, stored: boolean, sent: boolean | undefined): void {
  if (sent === undefined || sent === stored || canGrantFreeNotices(actor)) return;
  throw new AppException(403, ErrorCode.freeNotAllowed, { allowFreeNotices: ErrorCode.freeNotAllowed });
}

function rethrowEmailTaken(error: unknown): never {
  throw isUniqueViolation(error) ? EMAIL_TAKEN() : error;
}
