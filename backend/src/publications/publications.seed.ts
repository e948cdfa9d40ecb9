import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { County } from '../counties/county.entity';
import { StartupAccounts } from '../users/startup-accounts';
import { User } from '../accounts/user.entity';
import { ApiUserPublication } from './api-user-publication.entity';
import { DEMO_PUBLICATIONS } from './demo-publications';
import { PublicationUserPermission } from './publication-user-permission.entity';
import { Publication } from './publication.entity';

const DEMO_MANAGER = 'editor@example.org';
const DEMO_API_USER = 'api@example.org';

/**
 * DEMO_DATA on a database without publications: six Michigan newspapers; the demo manager administers
 * (and may publish in) the first two, the demo API user reaches two. Runs after the start-up accounts.
 */
@Injectable()
export class PublicationsSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly accounts: StartupAccounts,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demoData) return;
    await this.accounts.ensured();
    await this.dataSource.transaction(async (m) => {
      // The lock makes two processes starting at once add the demo publications only once.
      await m.query('LOCK TABLE publications IN EXCLUSIVE MODE');
      if ((await m.count(Publication)) > 0) return;
      const counties = await m.find(County, {
        where: { name: In(DEMO_PUBLICATIONS.flatMap((p) => p.counties)) },
      });
      const ids: number[] = [];
      for (const demo of DEMO_PUBLICATIONS) {
        const saved = await m.save(
          m.create(Publication, {
            name: demo.name,
            website: demo.website,
            paymentMethod: demo.paymentMethod,
            paymentPeriod: demo.paymentPeriod,
            possibleRoles: ['PUBLICATION_ADMIN', 'PUBLICATION_USER'],
            mailingAddress: demo.mailingAddress,
            billingAddress: demo.mailingAddress,
            mainContact: demo.mainContact,
            billingContact: demo.mainContact,
            publicationArea: counties.filter((c) => demo.counties.includes(c.name)),
          }),
        );
        ids.push(saved.id);
      }
      const manager = await m.findOneBy(User, { email: DEMO_MANAGER, roles: 'PUBLICATION_MANAGER' });
      if (manager)
        await m.insert(
          PublicationUserPermission,
          ids.slice(0, 2).map((publicationId) => ({
            userId: manager.id,
            publicationId,
            role: 'PUBLICATION_ADMIN',
            hasPermissionToPublish: true,
          })),
        );
      const apiUser = await m.findOneBy(User, { email: DEMO_API_USER, roles: 'API_USER' });
      if (apiUser)
        await m.insert(
          ApiUserPublication,
          ids
            .slice(1, 3)
            .map((publicationId, i) => ({ userId: apiUser.id, publicationId, allowFreeNotices: i === 0 })),
        );
      this.logger.log(`Demo publications were added: ${DEMO_PUBLICATIONS.map((p) => p.name).join(', ')}`);
    });
  }
}
