import {
  collaboratorLimits,
  collaboratorRoles,
  type CollaboratorRole,
} from '@platform/rules/collaborators-limits';
import { portfolioLimits as L } from '@platform/rules/portfolio-limits';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { TeamEditorSearchQuery } from '../../../__generated__/TeamEditorSearchQuery.graphql';
import { secondaryButtonClass } from '../../../ui/buttons';
import { roleMessages } from '../messages';
import { controlProps, Field, fieldClass, legendClass, Problem, sectionClass } from './formParts';
import { teamMessages as m } from './messages';
import type { MemberValues } from './projectForm';

const searchSize = 8;

type Found = { id: string; displayName: string }[];

/**
 * The team: published collaborators found by name and added with the part they took, which can be changed; a
 * member is removed with their button.
 */
export function TeamEditor({
  team,
  onChange,
  errorOf,
}: {
  team: readonly MemberValues[];
  onChange: (team: MemberValues[]) => void;
  /** A problem's words for a field named as the rules name it (`team.0.collaboratorId`). */
  errorOf: (field: string) => string | undefined;
}) {
  const intl = useIntl();
  const id = useId();
  const environment = useRelayEnvironment();
  const [words, setWords] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);

  async function search() {
    const query = words.trim();
    if (!query) return;
    setSearching(true);
    setFailed(false);
    try {
      const data = await fetchQuery<TeamEditorSearchQuery>(
        environment,
        graphql`
          query TeamEditorSearchQuery($query: String!, $first: Int!) {
            collaborators(filter: { query: $query }, first: $first) {
              edges {
                node {
                  id
                  displayName
                }
              }
            }
          }
        `,
        { query, first: searchSize },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      setFound((data?.collaborators.edges ?? []).map(({ node }) => node));
    } catch {
      setFound(null);
      setFailed(true);
    } finally {
      setSearching(false);
    }
  }

  const add = (member: { id: string; displayName: string }) =>
    onChange([...team, { collaboratorId: member.id, displayName: member.displayName, role: 'DEVELOPER' }]);
  const setRole = (i: number, role: CollaboratorRole) =>
    onChange(team.map((member, j) => (j === i ? { ...member, role } : member)));
  const offered = (found ?? []).filter((c) => !team.some((member) => member.collaboratorId === c.id));
  const full = team.length >= L.team;

  return (
    <fieldset className={sectionClass} aria-describedby={`${id}-hint`}>
      <legend className={legendClass}>{intl.formatMessage(m.team)}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {intl.formatMessage(m.hint, { max: intl.formatNumber(L.team) })}
      </p>
      {team.length > 0 ? (
        <ul className="space-y-2">
          {team.map((member, i) => {
            const field = `team.${i}.collaboratorId`;
            const error = errorOf(field) ?? errorOf(`team.${i}`);
            const roleError = errorOf(`team.${i}.role`);
            return (
              <li
                key={member.collaboratorId}
                aria-label={member.displayName}
                className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-100 bg-slate-50 p-3"
              >
                <div className="flex min-w-40 flex-1 flex-col gap-1">
                  <span className="font-semibold text-slate-900">{member.displayName}</span>
                  <Problem field={field} text={error} />
                </div>
                <Field
                  field={`team.${i}.role`}
                  label={intl.formatMessage(m.role, { name: member.displayName })}
                  error={roleError}
                >
                  <select
                    name={`team.${i}.role`}
                    value={member.role}
                    onChange={(e) => setRole(i, e.target.value as CollaboratorRole)}
                    className={fieldClass}
                    {...controlProps(`team.${i}.role`, roleError)}
                  >
                    {collaboratorRoles.map((role) => (
                      <option key={role} value={role}>
                        {intl.formatMessage(roleMessages[role])}
                      </option>
                    ))}
                  </select>
                </Field>
                <button
                  type="button"
                  onClick={() => onChange(team.filter((_, j) => j !== i))}
                  className={secondaryButtonClass}
                >
                  {intl.formatMessage(m.remove, { name: member.displayName })}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{intl.formatMessage(m.empty)}</p>
      )}
      <Problem field="team" text={errorOf('team')} />
      {full ? null : (
        <div role="search" className="flex flex-wrap items-end gap-2">
          <Field
            field="memberSearch"
            label={intl.formatMessage(m.find)}
            error={undefined}
            className="min-w-56 flex-1"
          >
            <input
              type="search"
              name="memberSearch"
              dir="auto"
              value={words}
              maxLength={collaboratorLimits.searchMax}
              onChange={(e) => setWords(e.target.value)}
              onKeyDown={(e) => {
                // Enter searches here rather than saving the form around it.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void search();
                }
              }}
              className={fieldClass}
              {...controlProps('memberSearch', undefined)}
            />
          </Field>
          <button
            type="button"
            disabled={searching || !words.trim()}
            onClick={() => void search()}
            className={secondaryButtonClass}
          >
            {intl.formatMessage(m.search)}
          </button>
        </div>
      )}
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {intl.formatMessage(m.searchFailed)}
        </p>
      ) : null}
      {found && !full ? (
        offered.length > 0 ? (
          <ul aria-label={intl.formatMessage(m.results)} className="flex flex-wrap gap-2">
            {offered.map((c) => (
              <li key={c.id}>
                <button type="button" onClick={() => add(c)} className={secondaryButtonClass}>
                  {intl.formatMessage(m.add, { name: c.displayName })}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status" className="text-sm text-slate-600">
            {intl.formatMessage(m.noMatch)}
          </p>
        )
      ) : null}
    </fieldset>
  );
}
