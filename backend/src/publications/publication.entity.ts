import {
  PAYMENT_METHODS,
  PAYMENT_PERIODS,
  PUBLICATION_ROLES,
  type PaymentMethod,
  type PaymentPeriod,
} from '@notices/common';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { County } from '../counties/county.entity';
import { oneOf } from '../database/schema';

/** A postal address: street, optionalStreet, locality, region, postalCode, country. */
export interface Address {
  street: string;
  optionalStreet: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
}

/** A contact person: name, title, phone, email, fax. */
export interface Contact {
  name: string;
  title: string;
  phone: string;
  email: string;
  fax: string;
}

/** A newspaper-like outlet (table `publications`); addresses and contacts are jsonb values. */
@Entity('publications')
@Check('publications_payment_method_check', oneOf('payment_method', PAYMENT_METHODS))
@Check('publications_payment_period_check', oneOf('payment_period', PAYMENT_PERIODS))
@Check('publications_price_check', 'price_per_charged_notice_cents >= 0')
@Index('publications_name', ['name'])
@Index('publications_created_at', ['createdAt'])
export class Publication {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 255 })
  website: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ name: 'publishing_enabled', type: 'boolean', default: true })
  publishingEnabled: boolean;

  @Column({ name: 'possible_roles', type: 'text', array: true, default: PUBLICATION_ROLES })
  possibleRoles: string[];

  @Column({ name: 'payment_method', type: 'varchar', length: 8 })
  paymentMethod: PaymentMethod;

  @Column({ name: 'payment_period', type: 'varchar', length: 8 })
  paymentPeriod: PaymentPeriod;

  @Column({ name: 'mailing_address', type: 'jsonb' })
  mailingAddress: Address;

  @Column({ name: 'billing_address', type: 'jsonb' })
  billingAddress: Address;

  @Column({ name: 'main_contact', type: 'jsonb' })
  mainContact: Contact;

  @Column({ name: 'billing_contact', type: 'jsonb' })
  billingContact: Contact;

  @Column({ name: 'billing_address_same_as_mailing', type: 'boolean', default: true })
  billingAddressSameAsMailing: boolean;

  @Column({ name: 'billing_contact_same_as_main', type: 'boolean', default: true })
  billingContactSameAsMain: boolean;

  /**
   * What the platform bills for each charged notice of a period, in whole cents (the API speaks dollars);
   * null: no price set, statements list the notices without amounts.
   */
  @Column({ name: 'price_per_charged_notice_cents', type: 'integer', nullable: true })
  pricePerChargedNoticeCents: number | null;

  /** Set once a notice is created for it (by the notices issue); from then on it cannot be deleted. */
  @Column({ name: 'notices_created', type: 'boolean', default: false })
  noticesCreated: boolean;

  /** The table itself is the PublicationCounty entity, which declares its keys and index. */
  @ManyToMany(() => County)
  @JoinTable({
    name: 'publication_counties',
    synchronize: false,
    joinColumn: { name: 'publication_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'county_id', referencedColumnName: 'id' },
  })
  publicationArea: County[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
