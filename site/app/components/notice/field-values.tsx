import { ADDRESS_PARTS, formatDateTime, formatDay } from '@notices/common';
import type { FieldValue, PublicNotice } from '~/utils/notice-types';

function addressLines(value: FieldValue['address']): string[] {
  if (!value) return [];
  const get = (part: (typeof ADDRESS_PARTS)[number]) => value[part]?.trim() ?? '';
  const cityLine = [get('locality'), [get('region'), get('postalCode')].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [get('street'), get('optionalStreet'), cityLine, get('country')].filter(Boolean);
}

function FieldText({ value }: { value: FieldValue }) {
  if (value.address) {
    return (
      <address>
        {addressLines(value.address).map((line, index) => (
          <span key={index} className="address-line">
            {line}
          </span>
        ))}
      </address>
    );
  }
  // Date-times are Detroit time, as the notice's own text means them (a sale "at 10:00 AM" is Michigan's).
  if (value.dateTime !== undefined && value.dateTime !== null)
    return <>{formatDateTime(value.dateTime) || String(value.dateTime)}</>;
  if (value.date) return <time dateTime={value.date}>{formatDay(value.date)}</time>;
  return <>{value.text ?? ''}</>;
}

/** The notice type's custom fields with their values, formatted (dates MM/DD/YYYY, addresses on lines). */
export function FieldValues({ notice }: { notice: PublicNotice }) {
  const rows = notice.noticeType.fields.flatMap((field) => {
    const value = notice.fieldValues.find((v) => v.noticeTypeCustomFieldId === field.id);
    const empty = !value || (!value.text && !value.date && value.dateTime == null && !value.address);
    return empty ? [] : [{ field, value }];
  });
  if (rows.length === 0) return null;
  return (
    <>
      {rows.map(({ field, value }) => (
        <div key={field.id}>
          <dt>{field.name}</dt>
          <dd>
            <FieldText value={value} />
          </dd>
        </div>
      ))}
    </>
  );
}
