import { defineMessage, defineMessages } from 'react-intl';

export const fieldMessages = defineMessages({
  invalid: { id: 'fieldError.INVALID', defaultMessage: 'This value is not valid.' },
});

export const dayPickerMessages = defineMessages({
  year: { id: 'dayPicker.year', defaultMessage: 'Year' },
  month: { id: 'dayPicker.month', defaultMessage: 'Month' },
  day: { id: 'dayPicker.day', defaultMessage: 'Day' },
  chooseYear: { id: 'dayPicker.chooseYear', defaultMessage: 'Choose a year' },
});

export const filterSheetMessages = defineMessages({
  open: { id: 'filterSheet.open', defaultMessage: 'Filters' },
  openCount: defineMessage<{ count: string }>({
    id: 'filterSheet.openCount',
    defaultMessage: 'Filters ({count})',
  }),
  showResults: { id: 'filterSheet.showResults', defaultMessage: 'Show results' },
});
