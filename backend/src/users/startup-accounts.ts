import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { checkPassword, fullName, SystemRoles, type SystemRole } from '@notices/common';
import { Repository } from 'typeorm';
import { PasswordService } from '../accounts/password.service';
import { findUserByEmail } from '../accounts/user-queries';
import { User } from '../accounts/user.entity';
import { APP_CONFIG, AppConfig } from '../config/config';

const DEFAULT_ADMIN_EMAIL = 'admin@localhost';
const DEMO_USERS: Array<{ email: string; roles: SystemRole; givenName: string; familyName: string }> = [
  { email: 'reader@example.org', roles: SystemRoles.PUBLIC_USER, givenName: 'Riley', familyName: 'Reader' },
  { email: 'api@example.org', roles: SystemRoles.API_USER, givenName: 'Avery', familyName: 'Api' },
  {
    email: 'editor@example.org',
    roles: SystemRoles.PUBLICATION_MANAGER,
    givenName: 'Eden',
    familyName: 'Editor',
  },
];

/** A random password that passes the shared policy. */
export function randomPassword(): string {
  for (;;) {
    const candidate = randomBytes(15).toString('base64url');
    if (checkPassword(candidate).valid) return candidate;
  }
}

/** Makes sure someone can sign in on a fresh install: the configured or a generated SYSTEM_ADMIN, plus demo users. */
@Injectable()
export class StartupAccounts implements OnApplicationBootstrap {
  private readonly logger = new Logger('Accounts');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly passwords: PasswordService,
  ) {}

  private done: Promise<void> | null = null;

  onApplicationBootstrap(): Promise<void> {
    return this.ensured();
  }

  /** Runs once, whoever asks first: later seeds (demo publications) await the accounts they refer to. */
  ensured(): Promise<void> {
    return (this.done ??= this.run());
  }

  private async run(): Promise<void> {
    const wasEmpty = (await this.users.count()) === 0;
    if (this.config.adminEmail) {
      await this.ensureAdmin(this.config.adminEmail, this.config.adminPassword);
    } else if (!(await this.users.exists({ where: { roles: SystemRoles.SYSTEM_ADMIN } }))) {
      await this.ensureAdmin(DEFAULT_ADMIN_EMAIL, null);
    }
    if (this.config.demoData && wasEmpty) await this.addDemoUsers();
  }

  private async ensureAdmin(email: string, password: string | null): Promise<void> {
    const existing = await findUserByEmail(this.users, email);
    if (existing) {
      const keep = password === null || (await this.passwords.verify(existing.passwordHash, password));
      await this.users.update(existing.id, {
        roles: SystemRoles.SYSTEM_ADMIN,
        status: 'active',
        ...(keep ? {} : { passwordHash: await this.passwords.hash(password!) }),
      });
      return;
    }
    const chosen = password ?? randomPassword();
    await this.insert(email, SystemRoles.SYSTEM_ADMIN, 'System', 'Administrator', chosen);
    if (!password)
      this.banner('A system administrator was created', [`E-mail:    ${email}`, `Password:  ${chosen}`]);
  }

  private async addDemoUsers(): Promise<void> {
    const password = randomPassword();
    for (const demo of DEMO_USERS)
      await this.insert(demo.email, demo.roles, demo.givenName, demo.familyName, password);
    this.banner('Demo users were added (DEMO_DATA)', [
      ...DEMO_USERS.map((d) => `${d.roles.padEnd(20)} ${d.email}`),
      `Password for all of them:  ${password}`,
    ]);
  }

  private async insert(
    email: string,
    roles: SystemRole,
    givenName: string,
    familyName: string,
    password: string,
  ) {
    await this.users.insert({
      email,
      roles,
      givenName,
      familyName,
      fullName: fullName(givenName, familyName),
      status: 'active',
      consent: true,
      passwordHash: await this.passwords.hash(password),
    });
  }

  /** Printed once, loudly: this is the only place the generated password ever appears. */
  private banner(title: string, lines: string[]): void {
    const rule = '='.repeat(64);
    this.logger.log(
      [
        '',
        rule,
        `  ${title}`,
        ...lines.map((l) => `  ${l}`),
        '  (shown once; change it after signing in)',
        rule,
      ].join('\n'),
    );
  }
}
