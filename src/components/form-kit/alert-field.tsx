import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { describedBy, FieldAlert, FormField } from './form-field';

/** What an AlertField's input is given: its id, its value and handlers, and its ties to its error. */
export type BoundInputProps = { id: string; value: string; onChange: (v: string) => void; onBlur: () => void } & ReturnType<
  typeof describedBy
>;

/**
 * One labelled text field of a short form, bound to a react-hook-form field: the input (children,
 * given its bound props) in a box of `boxClassName`, and below it its error, said at once (FieldAlert).
 */
export function AlertField<T extends FieldValues>({
  control,
  name,
  label,
  id,
  boxClassName,
  children,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: string;
  id: string;
  boxClassName: string;
  children: (p: BoundInputProps) => ReactNode;
}) {
  return (
    <FormField label={label} id={id}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <>
            <div className={boxClassName}>
              {children({
                id,
                value: field.value as string,
                onChange: field.onChange,
                onBlur: field.onBlur,
                ...describedBy(id, fieldState.error?.message),
              })}
            </div>
            <FieldAlert id={id} error={fieldState.error?.message} />
          </>
        )}
      />
    </FormField>
  );
}
