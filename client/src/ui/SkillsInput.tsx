import { settleSkills, skillName, skills as taxonomy, type SkillLanguage } from '@platform/rules/skills';
import { useId, useMemo, useState } from 'react';
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { inputClass } from './FormTextField';
import { RemovableChips } from './RemovableChips';

interface SkillsInputProps {
  skills: readonly string[];
  onChange: (skills: string[]) => void;
  label: string;
  hint: string;
  addLabel: string;
  /** The accessible name of a chip's remove button, e.g. "Remove skill React". */
  removeLabel: (skill: string) => string;
  /** The language the skills are written in (a job's, a résumé's); none for a profile written in several. */
  language?: string;
  /** The language suggestions are named in, when the skills have none of their own. */
  suggestIn: SkillLanguage;
  error?: string;
  dir?: 'rtl' | 'ltr';
  name?: string;
}

const skillLanguages: readonly SkillLanguage[] = ['fa', 'en', 'az'];

/** Split on commas (Latin or Arabic) so a pasted list becomes several skills. */
const splitSkills = (text: string) => text.split(/[,،]/);

/**
 * Skills as removable chips: typed one at a time (Enter or "Add", with the shared taxonomy's skills suggested) or
 * pasted as a comma-separated list. Each is settled as the server keeps it: another spelling of a known skill
 * becomes its name ("reactjs" → "React"), and a skill named twice is kept once.
 */
export function SkillsInput({
  skills,
  onChange,
  label,
  hint,
  addLabel,
  removeLabel,
  language,
  suggestIn,
  error,
  dir,
  name = 'skill',
}: SkillsInputProps) {
  const written = skillLanguages.find((l) => l === language);
  const [text, setText] = useState('');
  const listId = useId();
  const suggestions = useMemo(
    () => [...new Set(taxonomy.map((skill) => skillName(skill, written ?? suggestIn)))],
    [written, suggestIn],
  );

  function add() {
    const settled = settleSkills([...skills, ...splitSkills(text)], written);
    setText('');
    if (settled.length !== skills.length) onChange(settled);
  }

  return (
    <div className="space-y-2">
      <TextField
        name={name}
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
        <Label className="text-sm font-semibold text-slate-800">{label}</Label>
        <div className="flex gap-2">
          <Input
            dir={dir}
            list={listId}
            autoComplete="off"
            className={`${inputClass} min-w-0 flex-1 text-start`}
          />
          <Button
            onPress={add}
            className="rounded-lg border border-teal-700 px-4 py-2 text-sm font-semibold text-teal-800 outline-none hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            {addLabel}
          </Button>
        </div>
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        <Text slot="description" className="text-xs text-slate-500">
          {hint}
        </Text>
        <FieldError className="text-sm font-medium text-red-700">{error}</FieldError>
      </TextField>
      <RemovableChips
        label={label}
        items={skills}
        removeLabel={removeLabel}
        onRemove={(skill) => onChange(skills.filter((kept) => kept !== skill))}
      />
    </div>
  );
}
