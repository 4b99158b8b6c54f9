import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';

export interface SelectOption {
  id: string;
  label: string;
}

interface FormSelectProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** '' when nothing is chosen yet. */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  error?: string;
  description?: string;
  isDisabled?: boolean;
}

/** A labelled choice that reports its problem like the text fields do. */
export function FormSelect({
  name,
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  description,
  isDisabled,
}: FormSelectProps) {
  return (
    <Select
      name={name}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
      placeholder={placeholder}
      isInvalid={!!error}
      isDisabled={isDisabled}
      validationBehavior="aria"
      className="group flex flex-col gap-1.5"
    >
      <Label className="text-sm font-semibold text-slate-800">{label}</Label>
      <Button className="flex w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-start text-slate-900 shadow-sm outline-none transition focus-visible:border-teal-600 focus-visible:ring-2 focus-visible:ring-teal-600/20 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 group-data-invalid:border-red-600">
        <SelectValue className="truncate data-placeholder:text-slate-500" />
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 shrink-0 text-slate-500"
          fill="currentColor"
        >
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </Button>
      {description ? (
        <Text slot="description" className="text-xs text-slate-500">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-red-700">{error}</FieldError>
      <Popover className="max-h-72 min-w-(--trigger-width) overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none">
        <ListBox items={options} className="outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm text-slate-700 outline-none data-[focused]:bg-teal-50 data-[selected]:font-semibold data-[selected]:text-teal-800"
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
