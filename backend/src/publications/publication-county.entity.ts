import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { County } from '../counties/county.entity';
import { Publication } from './publication.entity';

/**
 * A county of a publication's area: the table behind `Publication.publicationArea`, declared here so its
 * keys and index are those of the migration (TypeORM's own join table would index both columns and
 * cascade updates).
 */
@Entity('publication_counties')
@Index('publication_counties_county', ['countyId'])
export class PublicationCounty {
  @PrimaryColumn({ name: 'publication_id', type: 'integer' })
  publicationId: number;

  @ManyToOne(() => Publication, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'publication_id' })
  publication?: Publication;

  @PrimaryColumn({ name: 'county_id', type: 'integer' })
  countyId: number;

  @ManyToOne(() => County)
  @JoinColumn({ name: 'county_id' })
  county?: County;
}
