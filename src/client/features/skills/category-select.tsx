import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../ui/field';
import { allCategoriesQueryOptions } from './api';

interface CategorySelectProps {
  label: string;
  /** The first option, value '': "choose one" in a form, "all" in a filter. */
  emptyLabel: string;
  value: string;
  onChange: (categoryId: string) => void;
  error?: string;
  name?: string;
  disabled?: boolean;
}

/** A select of every category (all pages of the list). */
export function CategorySelect({ label, emptyLabel, value, onChange, error, name, disabled }: CategorySelectProps) {
  const { t } = useLingui();
  const categories = useQuery(allCategoriesQueryOptions());
  const options = [
    { value: '', label: emptyLabel },
    ...(categories.data ?? []).map((category) => ({ value: category._id, label: category.skillCategoryTitle })),
  ];
  return (
    <SelectField
      label={label}
      name={name}
      options={options}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? (categories.isError ? t`Unable to load the categories` : undefined)}
    />
  );
}
