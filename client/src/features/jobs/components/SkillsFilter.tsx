import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { RemovableChips } from '../../../ui/RemovableChips';
import { filterMessages } from '../messages';

interface SkillsFilterProps {
  skills: string[];
  onAdd: (skill: string) => void;
  onRemove: (skill: string) => void;
}

/** Skills typed freely; each becomes a removable chip, and jobs must ask for all of them. */
export function SkillsFilter({ skills, onAdd, onRemove }: SkillsFilterProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const id = useId();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const skill = text.trim();
    if (!skill) return;
    setText('');
    if (!skills.some((kept) => kept.toLowerCase() === skill.toLowerCase())) onAdd(skill);
  };

  return (
    <div className="space-y-2">
      <form onSubmit={add} className="space-y-1.5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-semibold text-slate-800">
            {intl.formatMessage(filterMessages.skills)}
          </label>
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {intl.formatMessage(filterMessages.skillsHint)}
          </p>
          <div className="flex gap-2">
            <input
              id={id}
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={100}
              aria-describedby={`${id}-hint`}
              placeholder={intl.formatMessage(filterMessages.addSkillLabel)}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30"
            />
            <button
              type="submit"
              className="rounded-lg border border-teal-700 px-3 py-1.5 text-sm font-semibold text-teal-800 outline-none hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600"
            >
              {intl.formatMessage(filterMessages.addSkill)}
            </button>
          </div>
        </div>
      </form>
      <RemovableChips
        label={intl.formatMessage(filterMessages.skills)}
        items={skills}
        removeLabel={(skill) => intl.formatMessage(filterMessages.removeSkill, { skill })}
        onRemove={onRemove}
      />
    </div>
  );
}
