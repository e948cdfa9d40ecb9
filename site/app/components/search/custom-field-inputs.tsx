import { decodeAddressValue, TEXT_MAX_LENGTH, type AddressValue } from '@notices/common';
import { CountedInput } from '~/components/form-field';
import { fieldInputName } from '~/utils/search-params';
import type { CustomFieldDef } from '~/utils/search-types';

const ADDRESS_LABELS: [keyof AddressValue, string][] = [
  ['street', 'Street'],
  ['optionalStreet', 'Street (line 2)'],
  ['locality', 'City'],
  ['region', 'State'],
  ['postalCode', 'ZIP code'],
  ['country', 'Country'],
];

interface Props {
  fields: CustomFieldDef[];
  /** Values from the URL by field id (already decoded f/v pairs). */
  values: Map<number, string>;
}

function Required({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <>
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> (required for this notice type)</span>
    </>
  );
}

/** The custom fields of the chosen notice type, each sent as its own input (the server pairs them). */
export function CustomFieldInputs({ fields, values }: Props) {
  if (fields.length === 0) return null;
  return (
    <fieldset className="custom-fields">
      <legend>Notice type fields</legend>
      {fields.map((field) => {
        const id = `search-cf-${field.id}`;
        const value = values.get(field.id) ?? '';
        if (field.fieldType === 'address') {
          const address = decodeAddressValue(value);
          return (
            <fieldset key={field.id} className="address-field">
              <legend>
                {field.name}
                <Required required={field.required} />
              </legend>
              <div className="address-grid">
                {ADDRESS_LABELS.map(([part, label]) => (
                  <div className="field" key={part}>
                    <label htmlFor={`${id}-${part}`}>{label}</label>
                    <CountedInput
                      id={`${id}-${part}`}
                      name={fieldInputName(field.id, part)}
                      defaultValue={address[part] ?? ''}
                      maxLength={TEXT_MAX_LENGTH}
                    />
                  </div>
                ))}
              </div>
            </fieldset>
          );
        }
        // Dates and date-times match by day (docs/api-search.md), so both take a day.
        const isDate = field.fieldType === 'date' || field.fieldType === 'dateTime';
        return (
          <div className="field" key={field.id}>
            <label htmlFor={id}>
              {field.name}
              <Required required={field.required} />
            </label>
            {isDate ? (
              <input id={id} name={fieldInputName(field.id)} type="date" defaultValue={value.slice(0, 10)} />
            ) : (
              <CountedInput
                id={id}
                name={fieldInputName(field.id)}
                type="text"
                defaultValue={value}
                maxLength={TEXT_MAX_LENGTH}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
