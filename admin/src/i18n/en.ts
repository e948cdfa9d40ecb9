import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { apiKeyResource, apiKeys } from './apiKeys';
import { auditLog, auditLogResource } from './auditLog';
import { billingReportResource, billingReports } from './billingReports';
import { httpErrors, serverErrors } from './errors';
import { noticeTypeResource, noticeTypes } from './noticeTypes';
import { noticeResource, notices } from './notices';
import { publicationResource, publications } from './publications';
import { homepage, savedSearchResource, savedSearches } from './savedSearches';
import { apiKey, copy, systemSettings } from './systemSettings';
import { users } from './users';

/** Where an outbox message's delivery stands: the Mailbox and the text messages name it alike. */
const deliveryFields = {
  createdAt: 'Created at',
  sentAt: 'Sent at',
  status: 'Delivery',
  attempts: 'Attempts',
  lastAttemptAt: 'Last attempt',
  nextAttemptAt: 'Next attempt',
  lastError: 'Last error',
};

const policy = {
  title: 'Password policy',
  length: 'At least %{minLength} characters',
  uppercase: 'Uppercase letters',
  lowercase: 'Lowercase letters',
  numbers: 'Numbers',
  specialCharacters: 'Special characters',
};

export const en: TranslationMessages = {
  ...englishMessages,
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {
        fullName: 'Full name',
        email: 'E-mail',
        givenName: 'Given name',
        familyName: 'Family name',
        roles: 'Role',
        status: 'Status',
        createdAt: 'Created at',
        phone: 'Phone',
        postalCode: 'Postal code',
        birthDate: 'Birth date',
        company: 'Company',
        industry: 'Industry',
        gender: 'Gender',
        actions: 'Actions',
        publicationUserPermissions: 'Publication permissions',
        apiUserToPublications: 'Publications',
      },
    },
    publications: publicationResource,
    noticetypes: noticeTypeResource,
    notices: noticeResource,
    audit_log: auditLogResource,
    api_keys: apiKeyResource,
    billingreports: billingReportResource,
    savedsearches: savedSearchResource,
    mailbox: {
      name: 'Mail |||| Mailbox',
      empty: 'No e-mail yet.',
      fields: {
        recipient: 'Recipient',
        subject: 'Subject',
        ...deliveryFields,
      },
    },
    text_messages: {
      name: 'Text message |||| Text messages',
      empty: 'No text message yet.',
      fields: {
        recipient: 'Phone',
        body: 'Message',
        ...deliveryFields,
        providerId: 'Provider id',
      },
    },
  },
  admin: {
    title: 'Administration Panel',
    menu: {
      homepage: 'Homepage',
      dashboard: 'Dashboard',
      users: 'Users',
      noticeTypes: 'Notice types',
      notices: 'Notices',
      publications: 'Publications',
      profile: 'Profile',
      createNotice: 'Create notice',
      savedSearches: 'Saved searches',
      billingReports: 'Billing reports',
      systemSettings: 'System settings',
      mailbox: 'Mailbox',
      textMessages: 'Text messages',
      auditLog: 'Audit log',
      apiKeys: 'API keys',
    },
    apiKey,
    copy,
    breadcrumb: { label: 'Breadcrumb' },
    footer: { web: 'Web version %{version}', api: 'API version %{version}' },
    profileMenu: { label: 'Profile', profile: 'My profile', logout: 'Logout' },
    list: {
      actions: 'Actions',
      delete: {
        title: 'Delete',
        titleNamed: 'Delete %{name}',
        content: 'Are you sure you want to delete this item?',
      },
      resizeColumn: 'Resize column %{column}',
      more: '+%{count}',
      moreLabel: 'Show %{count} more',
    },
    page: {
      permissionDenied: 'Permission denied.',
      notFoundOrDenied: 'Not found, or you have no permission to see it.',
      error: 'Error %{status}: %{message}',
    },
    publication: { deactivated: '%{name} (deactivated)' },
    deliveryStatuses: {
      queued: 'Queued',
      sending: 'Sending',
      sent: 'Sent',
      failed: 'Failed',
      not_configured: 'Not configured (printed)',
    },
    publicationRoles: { PUBLICATION_ADMIN: 'Publication Admin', PUBLICATION_USER: 'Publication User' },
    status: { not_verified: 'Not verified', active: 'Active', blocked: 'Blocked' },
    gender: { female: 'Female', male: 'Male', label: 'Gender' },
    password: {
      password: 'Password',
      confirmPassword: 'Confirm password',
      oldPassword: 'Old password',
      policy,
    },
    pages: {
      users,
      publications,
      noticeTypes,
      notices,
      auditLog,
      systemSettings,
      apiKeys,
      billingReports,
      savedSearches,
      profile: {
        title: 'Profile',
        save: 'Update',
        changePassword: 'Change password',
        snackbars: {
          update: { success: 'Profile updated', error: 'Could not update the profile' },
          changePassword: { success: 'Password changed', error: 'Could not change the password' },
        },
      },
      mailbox: { body: 'Message', empty: 'No message body.' },
    },
    oauth: {
      error: 'Sign-in with the identity provider failed (%{code})',
      replace:
        'You are signed in as %{name}. Sign out and continue with the account you just chose at the identity provider?',
    },
  },
  homepage,
  errors: {
    server: serverErrors,
    http: httpErrors,
    passwordsMustMatch: 'Passwords must match',
    publicationDatesCannotBeTheSame: 'Publication dates cannot be the same',
    form: { summary: 'Please correct — %{fields}', row: '%{label} (row %{row})' },
  },
};
