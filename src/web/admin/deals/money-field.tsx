import type { ComponentProps } from 'react';
import { TextField } from '../../components/ui/form-field.tsx';

/** A dollar amount of the deal form (rent, deposit, fee): a number field to the cent, never negative. */
export function MoneyField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'min' | 'step'>) {
  return <TextField type="number" inputMode="decimal" min={0} step="0.01" {...props} />;
}
