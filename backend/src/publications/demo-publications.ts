import type { PaymentMethod, PaymentPeriod } from '@notices/common';
import type { Address, Contact } from './publication.entity';

export interface DemoPublication {
  name: string;
  website: string;
  counties: string[];
  paymentMethod: PaymentMethod;
  paymentPeriod: PaymentPeriod;
  mailingAddress: Address;
  mainContact: Contact;
}

const address = (street: string, locality: string, postalCode: string): Address => ({
  street,
  optionalStreet: '',
  locality,
  region: 'MI',
  postalCode,
  country: 'US',
});

/** Six Michigan newspapers for DEMO_DATA (addresses and phone numbers are illustrative). */
export const DEMO_PUBLICATIONS: DemoPublication[] = [
  {
    name: 'Lansing State Journal',
    website: 'https://www.lansingstatejournal.com',
    counties: ['Ingham', 'Eaton', 'Clinton'],
    paymentMethod: 'CC',
    paymentPeriod: 'MONTH',
    mailingAddress: address('300 S Washington Sq', 'Lansing', '48933'),
    mainContact: {
      name: 'Dana Whitfield',
      title: 'Legal Notices Editor',
      phone: '517-555-0100',
      email: 'legals@lsj.example.org',
      fax: '517-555-0101',
    },
  },
  {
    name: 'Detroit Legal News',
    website: 'https://www.legalnews.com',
    counties: ['Wayne', 'Oakland', 'Macomb'],
    paymentMethod: 'MANUAL',
    paymentPeriod: 'WEEK',
    mailingAddress: address('1409 Allen Rd', 'Troy', '48083'),
    mainContact: {
      name: 'Marcus Bell',
      title: 'Public Notices Manager',
      phone: '248-555-0142',
      email: 'notices@dln.example.org',
      fax: '',
    },
  },
  {
    name: 'Grand Rapids Press',
    website: 'https://www.mlive.com/grand-rapids',
    counties: ['Kent', 'Ottawa'],
    paymentMethod: 'CC',
    paymentPeriod: 'MONTH',
    mailingAddress: address('169 Monroe Ave NW', 'Grand Rapids', '49503'),
    mainContact: {
      name: 'Ellen VanderMolen',
      title: 'Classifieds Supervisor',
      phone: '616-555-0177',
      email: 'legals@grpress.example.org',
      fax: '616-555-0178',
    },
  },
  {
    name: 'The Mining Journal',
    website: 'https://www.miningjournal.net',
    counties: ['Marquette'],
    paymentMethod: 'MANUAL',
    paymentPeriod: 'MONTH',
    mailingAddress: address('249 W Washington St', 'Marquette', '49855'),
    mainContact: {
      name: 'Tom Niemi',
      title: 'Office Manager',
      phone: '906-555-0120',
      email: 'legals@miningjournal.example.org',
      fax: '',
    },
  },
  {
    name: 'Traverse City Record-Eagle',
    website: 'https://www.record-eagle.com',
    counties: ['Grand Traverse', 'Leelanau'],
    paymentMethod: 'CC',
    paymentPeriod: 'WEEK',
    mailingAddress: address('120 W Front St', 'Traverse City', '49684'),
    mainContact: {
      name: 'Grace Olson',
      title: 'Legal Advertising',
      phone: '231-555-0160',
      email: 'legals@record-eagle.example.org',
      fax: '231-555-0161',
    },
  },
  {
    name: 'Kalamazoo Gazette',
    website: 'https://www.mlive.com/kalamazoo',
    counties: ['Kalamazoo'],
    paymentMethod: 'CC',
    paymentPeriod: 'MONTH',
    mailingAddress: address('401 S Burdick St', 'Kalamazoo', '49007'),
    mainContact: {
      name: 'Ray Dominguez',
      title: 'Public Notices Clerk',
      phone: '269-555-0133',
      email: 'legals@kzoo.example.org',
      fax: '',
    },
  },
];
