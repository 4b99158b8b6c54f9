import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  useFilter,
} from 'react-aria-components';

export interface PlaceOption {
  id: string;
  name: string;
}

interface PlaceComboBoxProps {
  label: string;
  places: readonly PlaceOption[];
  /** A place id, or '' when none is chosen yet. */
  value: string;
  onChange: (value: string) => void;
  description?: string;
  error?: string;
  /** Offered first when a place may be left unsaid: choosing it chooses none. */
  noneLabel?: string;
}

const none = '(none)';

/** Chooses a place from the list (a job's, a collaborator's city), by typing part of its name in the page's language. */
export function PlaceComboBox({
  label,
  places,
  value,
  onChange,
  description,
  error,
  noneLabel,
}: PlaceComboBoxProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const items = noneLabel ? [{ id: none, name: noneLabel }, ...places] : places;
  return (
    <ComboBox
      name="placeId"
      defaultItems={items}
      selectedKey={value === '' ? (noneLabel ? none : null) : value}
      onSelectionChange={(key) => onChange(key === null || key === none ? '' : String(key))}
      defaultFilter={contains}
      menuTrigger="focus"
      isInvalid={!!error}
      validationBehavior="aria"
      className="group flex flex-col gap-1.5"
    >
      <Label className="text-sm font-semibold text-slate-800">{label}</Label>
      <div className="relative">
        <Input className="w-full rounded-lg border border-slate-300 bg-white py-2 ps-3 pe-9 text-slate-900 shadow-sm outline-none transition focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20 group-data-invalid:border-red-600" />
        <Button className="absolute inset-y-0 end-0 flex items-center px-2 text-slate-500 outline-none">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M5.5 7.5 10 12l4.5-4.5z" />
          </svg>
        </Button>
      </div>
      {description ? (
        <Text slot="description" className="text-xs text-slate-500">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-red-700">{error}</FieldError>
      <Popover className="max-h-72 min-w-(--trigger-width) overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none">
        <ListBox<PlaceOption> className="outline-none">
          {(place) => (
            <ListBoxItem
              id={place.id}
              textValue={place.name}
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm text-slate-700 outline-none data-[focused]:bg-teal-50 data-[selected]:font-semibold data-[selected]:text-teal-800"
            >
              {place.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
