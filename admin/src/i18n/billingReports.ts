/** Texts of the billing reports page (admin.pages.billingReports) and its resource labels. */
export const billingReportResource = {
  name: 'Billing report |||| Billing reports',
  fields: {
    publication: 'Publication',
    actions: 'Actions',
    noticesCount: 'Notices',
    paymentPeriodFrom: 'Period from',
    paymentPeriodTo: 'Period to',
    paymentMethod: 'Payment method',
    paymentPeriod: 'Payment period',
    createdAt: 'Created at',
  },
};

export const billingReports = {
  filters: {
    fromAfter: 'Period from (on or after)',
    toBefore: 'Period to (on or before)',
    paymentMethod: 'Payment method',
    paymentPeriod: 'Payment period',
  },
  downloadPdf: 'Download PDF',
  downloadCsv: 'Download CSV',
  pdfTooLarge: 'PDF is not available above %{max} notices: download the CSV',
  chart: {
    title: 'Notices per period (listed reports)',
    label: 'Bar chart of notices per period: %{summary}',
    titles: {
      WEEK: 'Notices per week (listed weekly reports)',
      MONTH: 'Notices per month (listed monthly reports)',
    },
    kinds: { WEEK: 'weekly', MONTH: 'monthly' },
    seriesLabel: 'Bar chart of notices per period, %{kind} reports: %{summary}',
  },
  generate: {
    button: 'Generate reports',
    title: 'Generate billing reports',
    day: 'A day in the period',
    dayHint: 'The reports of the week or month containing this day (an ended one: up to %{max})',
    notEnded: 'That period has not ended yet: choose a day up to %{max}',
    submit: 'Generate',
    success: 'Reports generated: %{created} new, %{existing} already existed',
    error: 'Could not generate the reports: %{reason}',
  },
  snackbars: { fileError: 'Could not generate file.' },
};
