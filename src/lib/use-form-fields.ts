import { useCallback, useState, type ChangeEvent } from 'react';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * Minimal controlled-form state: values, per-field errors, and a `bind` that wires an input.
 * Editing a field clears its error (spec 2 §5: "a field's error clears when the user edits it").
 */
export function useFormFields<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  const bind = useCallback(
    (name: keyof Values) => ({
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.currentTarget;
        setValues((previous) => ({ ...previous, [name]: value }));
        setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
      },
    }),
    [values, errors],
  );

  return { values, errors, setErrors, bind };
}
