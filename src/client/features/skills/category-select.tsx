import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../ui/field';
import { allCategoriesQueryOptions } from './queries';

interface CategorySelectProps {
  label: string;
  /** The first option, value '': "choose one" in a form, "all" in a filter. */
  emptyLabel: string;
  /** Controlled where the choice filters something else at once; a form's field reads it on submit. */
  value?: string;
  defaultValue?: string;
  onChange?: (categoryId: string) => void;
  error?: string;
  name?: string;
  disabled?: boolean;
}

/** A select of every category (all pages of the list). */
export function CategorySelect({ label, emptyLabel, value, defaultValue, onChange, error, name, disabled }: CategorySelectProps) {
  const { t } = useLingui();
  const categories = useQuery(allCategoriesQueryOptions());
  const options = [
    { value: '', label: emptyLabel },
    ...(categories.data ?? []).map((category) => ({ value: category._id, label: category.skillCategoryTitle })),
  ];
  return (
    <SelectField
      // A select takes its defaultValue when it mounts: once more when the categories are there, so an
      // edited skill shows its category chosen.
      key={categories.isSuccess ? 'loaded' : 'loading'}
      label={label}
      name={name}
      options={options}
      value={value}
      defaultValue={defaultValue}
      disabled={disabled}
      onChange={(event) => onChange?.(event.target.value)}
      error={error ?? (categories.isError ? t`Unable to load the categories` : undefined)}
    />
  );
}
