import { jobPostingLimits } from '@platform/rules/jobs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { inputClass } from '../../../ui/FormTextField';
import { RemovableChips } from '../../../ui/RemovableChips';
import { jobFormMessages } from '../messages';

interface SkillsInputProps {
  skills: string[];
  onChange: (skills: string[]) => void;
  error?: string;
  dir?: 'rtl' | 'ltr';
}

/** Split on commas (Latin or Arabic) so a pasted list becomes several skills. */
function splitSkills(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '');
}

/** Skills as removable tags: typed one at a time (Enter or "Add") or pasted as a comma-separated list. */
export function SkillsInput({ skills, onChange, error, dir }: SkillsInputProps) {
  const intl = useIntl();
  const [text, setText] = useState('');

  function add() {
    const added = splitSkills(text).filter(
      (skill, index, all) =>
        !skills.some((kept) => kept.toLowerCase() === skill.toLowerCase()) &&
        all.findIndex((other) => other.toLowerCase() === skill.toLowerCase()) === index,
    );
    setText('');
    if (added.length > 0) onChange([...skills, ...added]);
  }

  return (
    <div className="space-y-2">
      <TextField
        name="skill"
        value={text}
        onChange={setText}
        onBlur={add}
        onKeyDown={(event) => {
          // Enter adds the skill instead of submitting the whole form.
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        isInvalid={!!error}
        validationBehavior="aria"
        className="flex flex-col gap-1.5"
      >
        <Label className="text-sm font-semibold text-slate-800">
          {intl.formatMessage(jobFormMessages.skills)}
        </Label>
        <div className="flex gap-2">
          <Input dir={dir} className={`${inputClass} min-w-0 flex-1 text-start`} />
          <Button
            onPress={add}
            className="rounded-lg border border-teal-700 px-4 py-2 text-sm font-semibold text-teal-800 outline-none hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            {intl.formatMessage(jobFormMessages.addSkill)}
          </Button>
        </div>
        <Text slot="description" className="text-xs text-slate-500">
          {intl.formatMessage(jobFormMessages.skillsHint, {
            max: intl.formatNumber(jobPostingLimits.skills),
          })}
        </Text>
        <FieldError className="text-sm font-medium text-red-700">{error}</FieldError>
      </TextField>
      <RemovableChips
        label={intl.formatMessage(jobFormMessages.skills)}
        items={skills}
        removeLabel={(skill) => intl.formatMessage(jobFormMessages.removeSkill, { skill })}
        onRemove={(skill) => onChange(skills.filter((kept) => kept !== skill))}
      />
    </div>
  );
}
